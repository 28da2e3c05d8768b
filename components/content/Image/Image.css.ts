import { recipe } from '@vanilla-extract/recipes';
import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** The image's focal point as an object position (set inline from the asset's focal point). */
export const focalPosition = createVar();

export const image = recipe({
  base: {
    display: 'block',
    objectPosition: fallbackVar(focalPosition, '50% 50%'),
    maxWidth: '100%',
    background: vars.color.surface,
  },
  variants: {
    fit: {
      natural: { width: '100%', height: 'auto' },
      cover: { width: '100%', height: '100%', objectFit: 'cover' },
      contain: { width: '100%', height: '100%', objectFit: 'contain' },
    },
  },
  defaultVariants: { fit: 'natural' },
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
