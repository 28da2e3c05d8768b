import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRingSelectors, media } from '../../theme/utilities.css.ts';

/** The banner's box: a raised notice; page-wide notices sit on the modal layer so nothing on the page covers them. */
const base = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.raised,
  selectors: focusRingSelectors,
});

/** Fixed to the bottom of the window (a page's banner), or in the flow where it is placed (a preview). */
export const banner = styleVariants({
  fixed: [
    base,
    {
      position: 'fixed',
      insetInline: vars.space.md,
      bottom: vars.space.md,
      zIndex: vars.zIndex.modal,
      '@media': { [media.mobile]: { insetInline: vars.space.xs, bottom: vars.space.xs } },
    },
  ],
  inline: [base],
});

export const title = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.bold });

export const message = style({ margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
