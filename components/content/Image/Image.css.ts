import { createVar, fallbackVar, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** The image's focal point as an object position (set inline from the asset's focal point). */
export const focalPosition = createVar();

/*
 * Plain classes, no recipe(): the recipes runtime (1.8 KB minified) was in every bundle with an image,
 * a product card's among them.
 */

/** What every image has. */
export const image = style({
  display: 'block',
  objectPosition: fallbackVar(focalPosition, '50% 50%'),
  maxWidth: '100%',
  background: vars.color.surface,
});

/** The class of each fit (after {@link image}, so they win over it). */
export const imageFit = styleVariants({
  natural: { width: '100%', height: 'auto' },
  cover: { width: '100%', height: '100%', objectFit: 'cover' },
  contain: { width: '100%', height: '100%', objectFit: 'contain' },
});

/** The box an image that cannot be shown keeps, so the layout does not jump. */
export const invalid = style({
  display: 'block',
  width: '100%',
  minHeight: '4rem',
  height: '100%',
  background: vars.color.surface,
  border: `1px dashed ${vars.color.border}`,
  boxSizing: 'border-box',
});
