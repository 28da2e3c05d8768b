'use client';

import { CSS, type Transform } from '@dnd-kit/utilities';
import { dragTransformVar, dragTransitionVar } from './sortable.css.ts';

/** The variables that move a sortable row with dnd-kit's drag (useSortable's transform and transition), for assignInlineVars. */
export function sortableRowVars(transform: Transform | null, transition: string | undefined): Record<string, string> {
  return { [dragTransformVar]: CSS.Transform.toString(transform) ?? 'none', [dragTransitionVar]: transition ?? 'none' };
}
