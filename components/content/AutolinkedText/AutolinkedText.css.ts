import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRingSelectors } from '../../theme/utilities.css.ts';

/** Visitor text keeps its line breaks and wraps a word longer than the line. */
export const root = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });

export const link = style({ color: vars.color.accent, textDecoration: 'underline', selectors: focusRingSelectors });
