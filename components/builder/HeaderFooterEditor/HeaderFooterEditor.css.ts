import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

export const columns = style({ display: 'grid', gap: vars.space.md, alignItems: 'start', gridTemplateColumns: 'repeat(auto-fit, minmax(min(16rem, 100%), 1fr))' });

export const preview = style({ display: 'grid', gap: vars.space.sm, margin: 0, padding: vars.space.md, background: vars.color.surface, border: `1px solid ${vars.color.border}`, borderRadius: vars.radius.md, minWidth: 0 });

export const previewCaption = style({ fontSize: vars.fontSize.small, fontWeight: vars.fontWeight.bold, color: vars.color.textMuted });

export const previewBar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center', justifyContent: 'space-between', padding: vars.space.sm, background: vars.color.background, borderRadius: vars.radius.sm, overflowWrap: 'anywhere' });

export const previewTitle = style({ fontFamily: vars.font.heading, fontWeight: vars.fontWeight.bold });

export const previewMarks = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none', fontSize: vars.fontSize.small });

export const previewAnnouncement = style({ margin: 0, padding: vars.space.xs, background: vars.color.accent, color: vars.color.accentText, textAlign: 'center', fontSize: vars.fontSize.small });
