import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { entrance } from '../../theme/styleHelpers.ts';
import { focusRingSelectors, media } from '../../theme/utilities.css.ts';

const rise = keyframes({ from: { opacity: 0, transform: 'translateY(8px)' }, to: { opacity: 1, transform: 'none' } });

/**
 * The panel of a corner or edge overlay: fixed on the page, a gap from the edges, placed by its
 * `data-row` and `data-column` (the centre is the Modal primitive's own centred dialog).
 */
export const panel = style({
  position: 'fixed',
  boxSizing: 'border-box',
  width: 'min(calc(100vw - 2 * 16px), 380px)',
  maxHeight: 'calc(100vh - 2 * 16px)',
  overflow: 'auto',
  margin: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  boxShadow: vars.shadow.raised,
  border: `1px solid ${vars.color.border}`,
  // Above the page and its popovers, below a modal dialog the page may open over it.
  zIndex: vars.zIndex.overlay,
  ...entrance(rise),
  selectors: {
    ...focusRingSelectors,
    '&[data-row="top"]': { top: 0 },
    '&[data-row="bottom"]': { bottom: 0 },
    '&[data-row="center"]': { top: '50%', translate: '0 -50%' },
    '&[data-column="left"]': { left: 0 },
    '&[data-column="right"]': { right: 0 },
    '&[data-column="center"]': { left: '50%', translate: '-50% 0' },
  },
  '@media': {
    // On a phone every corner and edge becomes a sheet across the width, at its own row.
    [media.mobile]: {
      width: 'auto',
      selectors: { '&[data-column]': { left: 0, right: 0 }, '&[data-column="center"]': { translate: 'none' } },
    },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'start',
  justifyContent: 'flex-end',
  marginBottom: vars.space.xs,
});

/** The centred dialog's width: a form, not a lightbox. */
export const centred = style({ width: 'min(92vw, 480px)' });
