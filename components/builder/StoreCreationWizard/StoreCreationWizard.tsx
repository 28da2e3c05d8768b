'use client';

import { useEffect, useId, useRef, useState, type FormEvent, type HTMLAttributes, type Ref } from 'react';
import { errorMessage } from '../../../api/errors.ts';
import { API_ERROR_MESSAGE_STRINGS } from '../../../logic/shared/apiErrors.ts';
import { BUILDER_MESSAGE_STRINGS } from '../../../logic/builder/builderMessages.ts';
import { interpolate } from '../../../logic/shared/interpolate.ts';
import {
  STORE_CREATION_STRINGS,
  storeCreationProgress,
  storeCreationStepName,
  storeUrlIdPreview,
  type StoreCreationFailure,
  type StoreCreationStepStatus,
} from '../../../logic/builder/storeCreation.ts';
import { useAnnounce } from '../../../hooks/shared/useAnnounce.tsx';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { useStoreCreation } from '../../../hooks/builder/useStoreCreation.ts';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { BuilderCheckbox, BuilderField } from '../fields/controls.tsx';
import { control } from '../../primitives/Field/Field.css.ts';
import { cx } from '../../primitives/cx.ts';
import * as css from './StoreCreationWizard.css.ts';

/** Everything the wizard shows: its own wording, the builder's generic messages and the call failures' wording. */
const STRINGS = {
  ...STORE_CREATION_STRINGS,
  ...API_ERROR_MESSAGE_STRINGS,
  builderUnableToLoadCollectionsMessage: BUILDER_MESSAGE_STRINGS.builderUnableToLoadCollectionsMessage,
  builderTryAgainText: BUILDER_MESSAGE_STRINGS.builderTryAgainText,
  builderRetryText: BUILDER_MESSAGE_STRINGS.builderRetryText,
};

/** What the wizard made, once every step is done. */
export interface CreatedStoreInfo {
  collectionId: string;
  urlId: string;
  categoryId: string;
  addedToNavigation: boolean;
}

/** Props of {@link StoreCreationWizard}: its own, and any DOM props of its `<section>`. */
export interface StoreCreationWizardProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'onSubmit'> {
  /** The website the store is created in. */
  websiteId: string;
  /** The title the url id falls back to when the title gives fewer than 3 characters. @default the localized 'Store' */
  fallbackTitle?: string;
  /** The title the field starts with. @default '' */
  defaultTitle?: string;
  /** Whether "add to the front of the main navigation" starts checked. @default true */
  defaultAddToNavigation?: boolean;
  /** Called once the store exists and every asked step is done. */
  onCreated?: (store: CreatedStoreInfo) => void;
  /** The level of the wizard's heading. @default 2 */
  headingLevel?: 2 | 3 | 4;
  ref?: Ref<HTMLElement>;
}

function failureMessage(failure: StoreCreationFailure, strings: Readonly<Record<keyof typeof STRINGS, string>>): string {
  return failure.reason === 'no-main-navigation' ? strings.mainNavigationNotFoundMessage : errorMessage(failure.error, strings);
}

/**
 * Creates a store (rendering spec, states Store creation order, validation rules Store url id, calls): the title and its url
 * id, shown live (from the title, else the fallback title; -1, -2 … while the site's collections use
 * it), then the collection, its root category and, when asked, the collection first in the main
 * navigation. The steps are listed with their state and announced; a failure names its step and keeps
 * what was typed, and Retry resumes at that step without making a second collection.
 */
export function StoreCreationWizard({
  websiteId,
  fallbackTitle,
  defaultTitle = '',
  defaultAddToNavigation = true,
  onCreated,
  headingLevel = 2,
  className,
  ...props
}: StoreCreationWizardProps) {
  const strings = useStrings(STRINGS);
  const announce = useAnnounce();
  const headingId = useId();
  const { state, taken, reloadTaken, start, retry, reset } = useStoreCreation(websiteId);
  const [title, setTitle] = useState(defaultTitle);
  const [description, setDescription] = useState('');
  const [addToNavigation, setAddToNavigation] = useState(defaultAddToNavigation);
  const [titleError, setTitleError] = useState<string | null>(null);

  const fallback = fallbackTitle ?? strings.storeFallbackTitle;
  const urlId = state.collection?.urlId ?? storeUrlIdPreview(title, taken.urlIds, fallback);
  const running = state.status === 'running';
  // Once the collection exists its title and url are settled: a retry only finishes the other steps.
  const settled = state.collection !== null;
  const progress = storeCreationProgress(state);

  // Each step's change of state is said once, in order, through the page's announcer.
  const said = useRef<string>('');
  useEffect(() => {
    const current = progress.filter((entry) => entry.status !== 'waiting');
    const last = current.at(-1);
    if (!last) return;
    const key = `${last.step}:${last.status}:${current.length}`;
    if (key === said.current) return;
    said.current = key;
    announce(interpolate(strings.storeStepAnnouncement, { step: storeCreationStepName(last.step, strings), status: statusText(last.status) }));
  });

  const created = useRef(false);
  useEffect(() => {
    if (state.status !== 'done' || !state.collection || created.current) return;
    created.current = true;
    onCreated?.({
      collectionId: state.collection.id,
      urlId: state.collection.urlId,
      categoryId: state.categoryId ?? '',
      addedToNavigation: state.done.includes('addToMainNavigation'),
    });
  }, [state, onCreated]);

  function statusText(status: StoreCreationStepStatus): string {
    switch (status) {
      case 'waiting':
        return strings.storeStepWaiting;
      case 'running':
        return strings.storeStepRunning;
      case 'done':
        return strings.storeStepDone;
      case 'failed':
        return strings.storeStepFailed;
    }
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (running) return;
    if (state.status === 'failed' && settled) {
      retry();
      return;
    }
    if (title.trim() === '') {
      setTitleError(strings.storeTitleRequired);
      return;
    }
    start({ title: title.trim(), urlId, description, addToNavigation });
  };

  const startOver = () => {
    created.current = false;
    reset();
    setTitle('');
    setDescription('');
    setAddToNavigation(defaultAddToNavigation);
  };

  const Heading = `h${headingLevel}` as const;
  const Subheading = `h${Math.min(headingLevel + 1, 6)}` as 'h3';
  const locked = running || settled;

  return (
    <section aria-labelledby={headingId} data-vitrine="store-creation-wizard" data-state={state.status} {...props} className={cx(css.root, className)}>
      <Heading id={headingId} className={css.heading}>
        {strings.storeWizardTitle}
      </Heading>
      {state.status === 'done' && state.collection ? (
        <Alert tone="success" title={interpolate(strings.storeCreatedTitle, { title: state.request?.title ?? title })}>
          {interpolate(strings.storeCreatedText, { urlId: state.collection.urlId })}
        </Alert>
      ) : null}
      <form className={css.form} noValidate onSubmit={submit} aria-busy={running || undefined}>
        <BuilderField
          label={strings.storeTitleLabel}
          required
          error={titleError}
          description={
            <>
              {strings.storeUrlIdLabel}{' '}
              <span className={css.urlPreview} data-part="url-id" data-state={taken.status}>
                {interpolate(strings.storeUrlIdText, { urlId })}
              </span>
              {taken.status === 'loading' ? <> {strings.storeUrlIdCheckingText}</> : null}
            </>
          }
        >
          {(wiring) => (
            <input
              {...wiring}
              name="title"
              className={control}
              value={title}
              readOnly={locked}
              autoComplete="off"
              onChange={(event) => {
                setTitle(event.target.value);
                setTitleError(null);
              }}
            />
          )}
        </BuilderField>
        {taken.status === 'failed' ? (
          <Alert data-part="collections-error">
            {strings.builderUnableToLoadCollectionsMessage}{' '}
            <Button size="small" variant="secondary" onClick={reloadTaken}>
              {strings.builderTryAgainText}
            </Button>
          </Alert>
        ) : null}
        <BuilderField label={strings.storeDescriptionLabel}>
          {(wiring) => (
            <textarea
              {...wiring}
              name="description"
              className={cx(control, css.textarea)}
              value={description}
              readOnly={locked}
              onChange={(event) => setDescription(event.target.value)}
            />
          )}
        </BuilderField>
        <BuilderCheckbox
          name="addToNavigation"
          label={strings.storeAddToNavigationLabel}
          checked={addToNavigation}
          disabled={locked}
          onCheckedChange={setAddToNavigation}
        />
        {state.status === 'failed' && state.failure ? (
          <Alert title={interpolate(strings.storeStepFailedTitle, { step: storeCreationStepName(state.failure.step, strings) })} data-part="step-failure">
            <span>{failureMessage(state.failure, strings)}</span>
            {settled ? <> {strings.storeKeptCollectionHint}</> : null}
          </Alert>
        ) : null}
        <div className={css.actions}>
          {state.status === 'done' ? (
            <Button variant="secondary" onClick={startOver}>
              {strings.storeCreateAnotherButton}
            </Button>
          ) : state.status === 'failed' && settled ? (
            <Button type="submit">{strings.builderRetryText}</Button>
          ) : (
            <Button type="submit" aria-disabled={running || undefined} data-state={running ? 'running' : 'idle'}>
              {running ? strings.storeCreatingButton : state.status === 'failed' ? strings.builderRetryText : strings.storeCreateButton}
            </Button>
          )}
        </div>
      </form>
      {progress.length > 0 ? (
        <div data-part="progress">
          <Subheading className={css.progressTitle}>{strings.storeProgressTitle}</Subheading>
          <ol className={css.steps}>
            {progress.map((entry) => (
              <li key={entry.step} className={css.step} data-step={entry.step} data-state={entry.status} aria-current={entry.status === 'running' ? 'step' : undefined}>
                <span>{storeCreationStepName(entry.step, strings)}</span>
                <span className={css.stepStatus[entry.status]}>{statusText(entry.status)}</span>
              </li>
            ))}
          </ol>
        </div>
      ) : null}
    </section>
  );
}
