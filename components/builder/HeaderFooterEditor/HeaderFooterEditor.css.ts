import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';



export const columns = style({ display: 'grid', gap: vars.space.md, gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))' });

export const group = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: vars.space.sm, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.sm });

export const legend = style({ fontWeight: vars.fontWeight.bold, padding: `0 ${vars.space.xs}` });

export const switchRow = style({ display: 'flex', gap: vars.space.xs, alignItems: 'center', minHeight: vars.size.touchTarget });

export const preview = style({ display: 'grid', gap: vars.space.sm, padding: vars.space.sm, background: vars.color.surface, border: `1px dashed ${vars.color.border}`, borderRadius: vars.radius.sm });

export const previewBar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', justifyContent: 'space-between', padding: vars.space.sm, background: vars.color.background, borderRadius: vars.radius.sm });

export const previewTitle = style({ fontFamily: vars.font.heading, fontWeight: vars.fontWeight.bold });

export const previewMarks = style({ display: 'flex', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none', fontSize: vars.fontSize.small });

export const previewAnnouncement = style({ margin: 0, padding: vars.space.xs, background: vars.color.accent, color: vars.color.accentText, textAlign: 'center', fontSize: vars.fontSize.small });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

export const unsaved = style({ fontSize: vars.fontSize.small, color: vars.color.textMuted });
