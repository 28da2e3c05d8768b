import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRingSelectors } from '../../theme/utilities.css.ts';
import { buttonReset } from './buttonReset.ts';

/** The drag's transform of a sortable row, from dnd-kit. */
export const dragTransformVar = createVar();
/** The drag's transition of a sortable row, from dnd-kit. */
export const dragTransitionVar = createVar();

/** A row the owner reorders with dnd-kit: boxed, moved by the drag, raised while dragged. */
export const sortableRow = style({
  padding: vars.space.xs,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  transform: dragTransformVar,
  transition: dragTransitionVar,
  selectors: { '&[data-dragging="true"]': { position: 'relative', zIndex: vars.zIndex.raised, boxShadow: vars.shadow.raised } },
});

/** A sortable row's drag handle: a touch target that takes pointer drags from touch too. */
export const dragHandle = style({
  ...buttonReset,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  padding: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'grab',
  touchAction: 'none',
  selectors: focusRingSelectors,
});
