import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

/** The form on its way: one quiet line where it will be. */
export const loading = style({ margin: 0, padding: vars.space.lg, textAlign: 'center', color: vars.color.textMuted });

/** What to do after a form could not be opened, with its Retry under it. */
export const retryRow = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });
