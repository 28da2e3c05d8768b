import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/**
 * The page takes its column's width (the special page's own measure caps it), also as a grid item of
 * a site's layout, where it would otherwise shrink to its text. It takes focus on a retry only so
 * reading starts again at its heading: a region, not a control, so no ring is drawn around it.
 */
export const orderPage = style({ width: '100%', selectors: { '&:focus': { outline: 'none' } } });

/** While the order is read: the summary's box, holding its place so the page does not jump when it comes. */
export const loading = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.textMuted,
});

export const failure = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });

/** The alert takes the column's width; its button sits under it at its own width. */
export const failureAlert = style({ justifySelf: 'stretch' });
