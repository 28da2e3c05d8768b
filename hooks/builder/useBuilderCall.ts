'use client';

/**
 * The two shapes every builder editor's call takes: a read made after the first render and again on
 * Try again, and a save. A read words its failure with builderLoadErrorMessage (rendering spec, error catalogue: 'Unable
 * to load. Try again.', 'Unable to connect. Please try again', 'Unable to locate content'), a save with
 * builderSaveErrorMessage ('Unable to save your changes' where the spec has no wording). Neither
 * throws, so an editor keeps what the owner typed whatever the backend does.
 */
import { useCallback, useEffect, useState } from 'react';
import { BUILDER_MESSAGE_STRINGS, builderLoadErrorMessage, builderSaveErrorMessage } from '../../logic/builder/builderMessages.ts';
import { useStrings } from '../shared/useLocalizedStrings.tsx';

/** Where a builder read is: being read, read, or not readable. */
export type BuilderReadStatus = 'loading' | 'ready' | 'failed';

/** Where a builder save is. */
export type BuilderSaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/** What {@link useBuilderRead} gives. */
export interface BuilderRead<T> {
  status: BuilderReadStatus;
  /** What was read (or put there by `update`); null until read. */
  data: T | null;
  /** A new number each time `data` comes from the backend, so an editor knows to start afresh. */
  version: number;
  /** Why the read failed, in the site's words, else null. */
  error: string | null;
  /** Reads again (Try again). */
  reload(): void;
  /** Replaces what was read (after a save), without a new version. */
  update(next: (current: T | null) => T | null): void;
}

/**
 * Calls `read` after the first render, and again on `reload` or when `read` changes (give a
 * memoised function); `null` reads nothing. An answer that arrives after a newer read began is dropped.
 */
export function useBuilderRead<T>(read: (() => Promise<T>) | null): BuilderRead<T> {
  const strings = useStrings(BUILDER_MESSAGE_STRINGS);
  const [status, setStatus] = useState<BuilderReadStatus>('loading');
  const [data, setData] = useState<T | null>(null);
  const [version, setVersion] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!read) return undefined;
    let current = true;
    read().then(
      (answer) => {
        if (!current) return;
        setData(answer);
        setVersion((count) => count + 1);
        setStatus('ready');
      },
      (error: unknown) => {
        if (!current) return;
        setFailure(error);
        setStatus('failed');
      },
    );
    return () => {
      current = false;
    };
  }, [read, attempt]);

  const reload = useCallback(() => {
    setStatus('loading');
    setFailure(null);
    setAttempt((count) => count + 1);
  }, []);

  return { status, data, version, error: status === 'failed' ? builderLoadErrorMessage(failure, strings) : null, reload, update: setData };
}

/** What {@link useBuilderSave} gives. */
export interface BuilderSave<A extends unknown[]> {
  status: BuilderSaveStatus;
  /** Why the last save failed, in the site's words, else null. */
  error: string | null;
  /** Runs the save; true when it succeeded. Never rejects. */
  run(...args: A): Promise<boolean>;
}

/**
 * Runs a save (give a memoised function), keeping its status and its worded failure: a failure the
 * connection does not explain says what did not happen, `failed` (default 'Unable to save your changes').
 */
export function useBuilderSave<A extends unknown[]>(
  save: (...args: A) => Promise<unknown>,
  failed: 'builderUnableToSaveMessage' | 'builderUnableToDisconnectMessage' = 'builderUnableToSaveMessage',
): BuilderSave<A> {
  const strings = useStrings(BUILDER_MESSAGE_STRINGS);
  const [status, setStatus] = useState<BuilderSaveStatus>('idle');
  const [failure, setFailure] = useState<unknown>(null);
  const run = useCallback(
    async (...args: A) => {
      setStatus('saving');
      setFailure(null);
      try {
        await save(...args);
        setStatus('saved');
        return true;
      } catch (error) {
        setFailure(error);
        setStatus('failed');
        return false;
      }
    },
    [save],
  );
  return { status, error: status === 'failed' ? builderSaveErrorMessage(failure, strings[failed], strings) : null, run };
}
