import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { sortableRow } from '../fields/sortable.css.ts';
import { media } from '../../theme/utilities.css.ts';

export const status = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const hint = style({ margin: 0, fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const list = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' });

export const row = style([sortableRow, { display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' }]);

export const name = style({ flex: '1 1 8rem', display: 'grid' });

export const code = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const badge = style({ padding: `0 ${vars.space.xs}`, borderRadius: vars.radius.pill, background: vars.color.accent, color: vars.color.accentText, fontSize: vars.fontSize.small });

export const rowActions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs });

/**
 * The add form. Stacked on a phone; wider, the two fields and the button side by side, each field
 * laying its label, hint, input and error on four rows the form shares (a subgrid), so both labels
 * sit on one line and both inputs, with the button, on the next though only the code has a hint.
 */
export const addForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': { [media.desktop]: { display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 16rem)) max-content', rowGap: vars.space.xs, alignItems: 'start' } },
});

// Every item is given its rows, so the fields take the first two columns and the button the third.
const field = `${addForm} > [data-vitrine="field"]`;
globalStyle(field, { '@media': { [media.desktop]: { gridRow: '1 / span 4', gridTemplateRows: 'subgrid' } } });
globalStyle(`${field} > label`, { '@media': { [media.desktop]: { gridRow: 1 } } });
globalStyle(`${field} > input, ${addForm} > button`, { '@media': { [media.desktop]: { gridRow: 3 } } });
globalStyle(`${field} > [data-part="error"]`, { '@media': { [media.desktop]: { gridRow: 4 } } });
