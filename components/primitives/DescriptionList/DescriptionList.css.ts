import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.sm}`,
  margin: 0,
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.small,
});

globalStyle(`${list} > div`, { display: 'flex', gap: vars.space.xxs });
globalStyle(`${list} dt::after`, { content: '":"' });
globalStyle(`${list} dd`, { margin: 0, color: vars.color.text });
