import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const root = style({ display: 'grid', gap: vars.space.md, fontFamily: vars.font.body, color: vars.color.text, minWidth: 0 });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.md });

export const empty = style({ margin: 0, padding: vars.space.md, color: vars.color.textMuted, border: `1px dashed ${vars.color.border}`, borderRadius: vars.radius.md });
