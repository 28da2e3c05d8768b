import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** Set apart in the sale colour and bold: the message is a nudge, read at a glance. */
export const message = style({ margin: 0, fontFamily: vars.font.body, color: vars.color.sale, fontWeight: vars.fontWeight.bold });
