import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { sortableRow } from '../fields/sortable.css.ts';

export const status = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const hint = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const row = style([sortableRow, { display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' }]);

export const name = style({ flex: '1 1 8rem', display: 'grid' });

export const code = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const badge = style({ padding: `0 ${vars.space.xs}`, borderRadius: vars.radius.pill, background: vars.color.accent, color: vars.color.accentText, fontSize: vars.fontSize.small });

export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs });

export const addForm = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' });
