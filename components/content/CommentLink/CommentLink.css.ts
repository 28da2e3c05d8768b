import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRingSelectors } from '../../theme/utilities.css.ts';

export const root = style({ color: vars.color.accent, fontFamily: vars.font.body, fontSize: vars.fontSize.small, selectors: focusRingSelectors });
