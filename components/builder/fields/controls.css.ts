import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRingStyle } from '../../theme/styleHelpers.ts';
import { focusRingSelectors, hiddenSelectors } from '../../theme/utilities.css.ts';
import { buttonReset } from './buttonReset.ts';

/*
 * The builder's shared controls, drawn by the theme: every editor's fieldsets, checkboxes and tabs
 * look alike (docs/design.md, "Builder controls").
 */

/** The words after a required field's label: muted, regular weight. */
export const requiredText = style({ color: vars.color.textMuted, fontWeight: vars.fontWeight.regular, fontSize: vars.fontSize.small });

/**
 * A destructive action (remove, disconnect) on a secondary Button: the danger colour, outlined. The
 * doubled class outranks the Button's own variant whatever order the style sheets load in.
 */
export const dangerButton = style({
  selectors: {
    '&&': { color: vars.color.danger, borderColor: vars.color.danger, background: vars.color.background },
    '&&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.color.dangerSurface },
  },
});

/** A group of fields: the theme's border and radius; its fields start at the top (one height each). */
export const fieldset = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.md,
  minWidth: 0,
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md} ${vars.space.md}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
});

/** A group's name: the heading font, bold, on the border. */
export const legend = style({
  padding: `0 ${vars.space.xs}`,
  marginInlineStart: `calc(-1 * ${vars.space.xs})`,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.body,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
});

/** A checkbox and its label on one row, a finger's height. */
export const checkboxRow = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  cursor: 'pointer',
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  selectors: { '&[data-disabled]': { cursor: 'not-allowed', color: vars.color.textMuted } },
});

/** The radix Checkbox's box: the theme's border; filled with the accent when checked. */
export const checkbox = style({
  ...buttonReset,
  display: 'inline-grid',
  placeItems: 'center',
  flex: 'none',
  width: '1.25rem',
  height: '1.25rem',
  padding: 0,
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: vars.color.background,
  color: vars.color.accentText,
  cursor: 'inherit',
  selectors: {
    '&:focus-visible': focusRingStyle(),
    '&[data-state="checked"]': { background: vars.color.accent, borderColor: vars.color.accent },
    '&:disabled': { opacity: 0.55 },
  },
});

/** The check mark inside a checked box. */
export const checkMark = style({ display: 'block', width: '0.75rem', height: '0.75rem' });

/** The row of tabs: a rule under them, the selected one underlined in the accent. */
export const tabList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** A tab (radix Tabs.Trigger): the theme's body font, muted until selected. */
export const tab = style({
  ...buttonReset,
  minHeight: vars.size.touchTarget,
  padding: `${vars.space.xs} ${vars.space.md}`,
  marginBottom: '-1px',
  border: 'none',
  borderBottom: '3px solid transparent',
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.body,
  cursor: 'pointer',
  selectors: {
    ...focusRingSelectors,
    '&:hover': { color: vars.color.text },
    '&[data-state="active"]': { color: vars.color.text, borderBottomColor: vars.color.accent, fontWeight: vars.fontWeight.bold },
  },
});

/** A tab's panel. */
export const tabPanel = style({ display: 'grid', gap: vars.space.md, paddingBlock: vars.space.md, minWidth: 0, selectors: { ...focusRingSelectors, ...hiddenSelectors } });

/** A row of actions: the primary first, wrapping on a phone. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

/** The 'Unsaved changes' marker beside an editor's actions. */
export const unsaved = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });
