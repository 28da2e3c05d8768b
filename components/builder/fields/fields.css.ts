import { style } from '@vanilla-extract/css';
import { createVar } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** The row of a load failure: its message and its Try again / Retry button. */
export const loadError = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });

/** The family a font preview is drawn in (set per font with assignInlineVars). */
export const previewFamily = createVar();

/** The chosen font's name drawn in that font, large enough to judge it. */
export const preview = style({
  margin: 0,
  padding: vars.space.sm,
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  fontFamily: previewFamily,
  fontSize: vars.fontSize.large,
  overflowWrap: 'anywhere',
  selectors: { '&[data-state="loading"]': { color: vars.color.textMuted } },
});

export const pickerStack = style({ display: 'grid', gap: vars.space.sm });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.small });

/** An editor's panel (EditorPanel): its sections one under the other. */
export const editorPanel = style({ display: 'grid', gap: vars.space.md, fontFamily: vars.font.body, color: vars.color.text });

/** An editor's title. */
export const editorPanelHeading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.large, fontWeight: vars.fontWeight.bold });
