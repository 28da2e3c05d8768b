'use client';

import { useId, type HTMLAttributes, type Ref } from 'react';
import { cx } from '../../primitives/cx.ts';
import { BuilderLoadError } from './BuilderLoadError.tsx';
import { editorPanel, editorPanelHeading } from './fields.css.ts';

/** Props of {@link EditorPanel}: its own, and any DOM props of its `<section>`. */
export interface EditorPanelProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The editor's name, as its `data-vitrine`. */
  name: string;
  /** The editor's title, already in the site's words. */
  title: string;
  /** The level of the title's heading. */
  headingLevel: 2 | 3 | 4;
  /** Where the editor's read is. */
  status: 'loading' | 'ready' | 'failed';
  /** The read's failure in the site's words, shown with Try again while `status` is 'failed'. */
  error: string | null;
  /** Reads again (Try again). */
  onRetry: () => void;
  /** Reading or saving: the panel is aria-busy. */
  busy: boolean;
  /** The owner has unsaved edits. */
  dirty: boolean;
  ref?: Ref<HTMLElement>;
}

/**
 * The frame every site settings editor shares: a section named by its title, its read's state and
 * unsaved edits as data attributes, and a failed read's message with Try again (rendering spec, error catalogue).
 */
export function EditorPanel({ name, title, headingLevel, status, error, onRetry, busy, dirty, className, children, ...props }: EditorPanelProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      data-vitrine={name}
      data-state={status}
      data-dirty={dirty || undefined}
      aria-labelledby={headingId}
      aria-busy={busy}
      {...props}
      className={cx(editorPanel, className)}
    >
      <Heading id={headingId} className={editorPanelHeading}>
        {title}
      </Heading>
      {status === 'failed' && error ? <BuilderLoadError message={error} onRetry={onRetry} /> : null}
      {children}
    </section>
  );
}
