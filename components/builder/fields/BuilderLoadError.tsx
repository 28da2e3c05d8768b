'use client';

import type { HTMLAttributes, Ref } from 'react';
import { BUILDER_MESSAGE_STRINGS } from '../../../logic/builder/builderMessages.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { cx } from '../../primitives/cx.ts';
import { loadError } from './fields.css.ts';

/** Props of {@link BuilderLoadError}: its own, and the DOM props of its alert. */
export interface BuilderLoadErrorProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role' | 'children'> {
  /** What failed, already worded (builderLoadErrorMessage, or the editor's own rendering spec, error catalogue message). */
  message: string;
  /** Reads or saves again. */
  onRetry: () => void;
  /** Which recovery action of rendering spec, error catalogue the button says. @default 'try-again' */
  action?: 'try-again' | 'retry';
  /** The alert's element. */
  ref?: Ref<HTMLDivElement>;
}

/** A builder read or save that failed: the message and its Try again (or Retry) button, announced as an alert. */
export function BuilderLoadError({ message, onRetry, action = 'try-again', className, ...props }: BuilderLoadErrorProps) {
  const strings = useStrings(BUILDER_MESSAGE_STRINGS);
  return (
    <Alert data-vitrine="builder-load-error" {...props} className={cx(className)}>
      <div className={loadError}>
        <span>{message}</span>
        <Button variant="secondary" size="small" onClick={onRetry}>
          {action === 'retry' ? strings.builderRetryText : strings.builderTryAgainText}
        </Button>
      </div>
    </Alert>
  );
}
