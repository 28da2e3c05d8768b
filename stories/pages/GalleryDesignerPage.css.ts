import { style } from '@vanilla-extract/css';
import { vars } from '../../components/theme/contract.css.ts';
import { media } from '../../components/theme/utilities.css.ts';

/** The builder's side panel beside the page on a desktop; on a phone, the panel above the page. */
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(16rem, 22rem) minmax(0, 1fr)',
  gap: vars.space.lg,
  padding: vars.space.md,
  alignItems: 'start',
  '@media': { [media.mobile]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
