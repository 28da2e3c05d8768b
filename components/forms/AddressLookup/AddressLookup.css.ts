import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { entrance } from '../../theme/styleHelpers.ts';
import { popoverSurfaceStyle } from '../../theme/utilities.css.ts';

export const root = style({ display: 'grid', gap: vars.space.xxs, fontFamily: vars.font.body, color: vars.color.text });

export const label = style({ fontSize: vars.fontSize.body, fontWeight: vars.fontWeight.bold });

export const description = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });

/** The input's box, which the list hangs from. */
export const anchor = style({ position: 'relative' });

const appear = keyframes({ from: { transform: 'translateY(-4px)' }, to: { transform: 'none' } });

/** The list under the input, as wide as it, over what follows (the hint included). */
export const popup = style({
  ...popoverSurfaceStyle,
  position: 'absolute',
  insetInline: 0,
  top: `calc(100% + ${vars.space.xs})`,
  boxSizing: 'border-box',
  padding: vars.space.xxs,
  ...entrance(appear),
});

export const status = style({ margin: 0, padding: vars.space.sm, fontSize: vars.fontSize.small, color: vars.color.textMuted });

/** Six suggestions tall at most (an answer has five), then it scrolls. */
export const list = style({ margin: 0, padding: 0, listStyle: 'none', maxHeight: `calc(${vars.size.touchTarget} * 6)`, overflowY: 'auto' });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  boxSizing: 'border-box',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  overflowWrap: 'anywhere',
  cursor: 'pointer',
  selectors: { '&[aria-selected="true"]': { background: vars.color.accent, color: vars.color.accentText } },
});
