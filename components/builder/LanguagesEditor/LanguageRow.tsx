'use client';

import { useSortable } from '@dnd-kit/sortable';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { SiteLanguage } from '../../../api/site.ts';
import { interpolate } from '../../../logic/shared/interpolate.ts';
import { LANGUAGES_STRINGS } from '../../../logic/builder/languagesStrings.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { sortableRowVars } from '../fields/sortable.ts';
import { dragHandle } from '../fields/sortable.css.ts';
import * as css from './LanguagesEditor.css.ts';
import { dangerButton } from '../fields/controls.css.ts';

/** Props of {@link LanguageRow}. */
export interface LanguageRowProps {
  language: SiteLanguage;
  index: number;
  count: number;
  onMove: (to: number) => void;
  onMakeDefault: () => void;
  onRemove: () => void;
}

/** One language: its drag handle, name and code, default mark, and its move, default and remove buttons. */
export function LanguageRow({ language, index, count, onMove, onMakeDefault, onRemove }: LanguageRowProps) {
  const strings = useStrings(LANGUAGES_STRINGS);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: language.code });
  const named = (template: string) => interpolate(template, { name: language.name });
  const first = index === 0;
  const last = index === count - 1;
  return (
    <li
      ref={setNodeRef}
      className={css.row}
      data-code={language.code}
      data-default={language.isDefault || undefined}
      data-dragging={isDragging || undefined}
      style={assignInlineVars(sortableRowVars(transform, transition))}
    >
      <button type="button" ref={setActivatorNodeRef} className={dragHandle} {...attributes} {...listeners} aria-label={named(strings.languagesDragHandle)} data-part="drag-handle">
        <span aria-hidden="true">⠿</span>
      </button>
      <span className={css.name}>
        <span data-part="name">{language.name}</span>
        <span className={css.code}>{language.code}</span>
      </span>
      {language.isDefault ? <span className={css.badge}>{strings.languagesDefaultBadge}</span> : null}
      <span className={css.rowActions}>
        <Button size="small" variant="ghost" aria-disabled={first || undefined} onClick={() => !first && onMove(index - 1)}>
          {named(strings.languagesMoveUp)}
        </Button>
        <Button size="small" variant="ghost" aria-disabled={last || undefined} onClick={() => !last && onMove(index + 1)}>
          {named(strings.languagesMoveDown)}
        </Button>
        {language.isDefault ? null : (
          <Button size="small" variant="ghost" onClick={onMakeDefault}>
            {named(strings.languagesMakeDefault)}
          </Button>
        )}
        <Button size="small" variant="secondary" className={dangerButton} onClick={onRemove}>
          {named(strings.languagesRemove)}
        </Button>
      </span>
    </li>
  );
}
