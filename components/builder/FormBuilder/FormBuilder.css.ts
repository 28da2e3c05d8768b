import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { hiddenSelectors } from '../../theme/utilities.css.ts';

export const root = style({
  display: 'grid',
  gap: vars.space.lg,
  fontFamily: vars.font.body,
  color: vars.color.text,
  minWidth: 0,
});

export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.bold });

export const list = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const empty = style({ margin: 0, color: vars.color.textMuted });

/** The row's drag offset, set by dnd-kit while a field moves. */
export const dragTransform = createVar();
/** The row's drag transition, set by dnd-kit. */
export const dragTransition = createVar();

export const row = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
  transform: dragTransform,
  transition: dragTransition,
  selectors: {
    '&[data-dragging="true"]': { boxShadow: vars.shadow.raised, position: 'relative', zIndex: vars.zIndex.raised },
    '&[data-selected="true"]': { borderColor: vars.color.accent },
  },
});

export const rowHeader = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, flexWrap: 'wrap' });

export const rowTitle = style({ flex: '1 1 8rem', minWidth: 0, display: 'grid' });

export const rowLabel = style({ fontWeight: vars.fontWeight.bold, overflowWrap: 'anywhere' });

export const rowType = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });

export const handle = style({ cursor: 'grab', touchAction: 'none' });

export const handleMark = style({ width: '1rem', height: '0.75rem', borderBlock: `2px solid currentColor`, position: 'relative' });

export const properties = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border}`,
  selectors: hiddenSelectors,
});

export const toggle = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minHeight: vars.size.touchTarget });

export const checkbox = style({ width: '1.25rem', height: '1.25rem', accentColor: vars.color.accent, margin: 0 });

export const addRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'end', gap: vars.space.sm });

export const choices = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const legend = style({ padding: 0, fontWeight: vars.fontWeight.bold, marginBottom: vars.space.xs });

export const preview = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  minWidth: 0,
});

/** A textarea on top of the Field's `control` (whose height it replaces): the doubled class wins whatever the sheets' order. */
export const textarea = style({ selectors: { '&&': { minHeight: '5rem', resize: 'vertical' } } });
