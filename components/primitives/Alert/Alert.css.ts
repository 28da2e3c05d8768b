import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** What every alert has (plain classes: no recipe() runtime in the bundle of a component with an alert). */
export const alert = style({
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    alignItems: 'start',
    gap: vars.space.xs,
    padding: `${vars.space.sm} ${vars.space.md}`,
    borderRadius: vars.radius.md,
    borderLeft: '4px solid',
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.body,
    color: vars.color.text,
});

/** The colours of each tone. */
export const alertTone = styleVariants({
  error: { background: vars.color.dangerSurface, borderColor: vars.color.danger },
  info: { background: vars.color.surface, borderColor: vars.color.border },
  success: { background: vars.color.surface, borderColor: vars.color.success },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.body, fontWeight: vars.fontWeight.bold });

export const body = style({ margin: 0, gridColumn: '1 / 2' });

export const dismiss = style({ gridColumn: '2 / 3', gridRow: '1 / span 2' });
