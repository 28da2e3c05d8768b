'use client';

import { useState, type FormEvent } from 'react';
import type { ItemComment } from '../../../api/content.ts';
import { COMMENT_AUTHOR_MAX_LENGTH, COMMENT_TEXT_MAX_LENGTH } from '../../../logic/content/content.ts';
import { interpolate } from '../../../logic/shared/interpolate.ts';
import { COMMENTS_STRINGS } from '../../../logic/visitor/socialStrings.ts';
import { useAnnounce } from '../../../hooks/shared/useAnnounce.tsx';
import type { Comments } from '../../../hooks/content/useComments.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { Field } from '../../primitives/Field/Field.tsx';
import { RequiredLabel } from '../../forms/fields/RequiredLabel.tsx';
import { control } from '../../primitives/Field/Field.css.ts';
import { cx } from '../../primitives/cx.ts';
import { AutolinkedText } from '../AutolinkedText/AutolinkedText.tsx';
import { author as authorClass, comment as commentClass, form, list, note, subheading, textarea } from './Comments.css.ts';

/** Props of {@link CommentList}. */
export interface CommentListProps {
  /** The item's comments and posting, from useComments. */
  state: Comments;
  /** The level of the form's heading. */
  headingLevel: 3 | 4 | 5;
}

function CommentEntry({ entry }: { entry: ItemComment }) {
  const strings = useStrings(COMMENTS_STRINGS);
  return (
    <li className={commentClass} data-comment-id={entry.id}>
      <p className={authorClass}>{interpolate(strings.commentByText, { author: entry.author })}</p>
      <AutolinkedText text={entry.text} />
    </li>
  );
}

/**
 * The native comment list and its post form: each comment's author and text (autolinked, as text),
 * a name and a comment field, both required. Posting keeps the name for the next comment and clears
 * the comment once stored; a failure says why and keeps everything typed.
 */
export function CommentList({ state, headingLevel }: CommentListProps) {
  const strings = useStrings(COMMENTS_STRINGS);
  const announce = useAnnounce();
  const [author, setAuthor] = useState('');
  const [text, setText] = useState('');
  const [authorError, setAuthorError] = useState<string | null>(null);
  const [textError, setTextError] = useState<string | null>(null);
  const posting = state.postStatus === 'posting';
  const Heading = `h${headingLevel}` as const;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (posting) return;
    const missingAuthor = author.trim() === '' ? strings.commentAuthorRequiredText : null;
    const missingText = text.trim() === '' ? strings.commentTextRequiredText : null;
    setAuthorError(missingAuthor);
    setTextError(missingText);
    if (missingAuthor || missingText) return;
    void state.post(author, text).then((stored) => {
      if (!stored) return;
      setText('');
      announce(strings.commentPostedText);
    });
  };

  return (
    <>
      {state.status === 'loading' ? (
        <p className={note} role="status">
          {strings.commentsLoadingText}
        </p>
      ) : state.status === 'failed' ? (
        <Alert tone="error">
          {strings.commentsLoadFailedText}{' '}
          <Button variant="ghost" size="small" onClick={state.reload}>
            {strings.commentsRetryText}
          </Button>
        </Alert>
      ) : state.comments.length === 0 ? (
        <p className={note}>{strings.commentsEmptyText}</p>
      ) : (
        <ol className={list}>
          {state.comments.map((entry) => (
            <CommentEntry key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
      <form className={form} noValidate onSubmit={submit} data-state={state.postStatus}>
        <Heading className={subheading}>{strings.commentFormTitle}</Heading>
        <Field label={<RequiredLabel>{strings.commentAuthorLabel}</RequiredLabel>} error={authorError} className="required">
          {(wiring) => (
            <input
              {...wiring}
              aria-required
              name="author"
              autoComplete="name"
              maxLength={COMMENT_AUTHOR_MAX_LENGTH}
              className={control}
              value={author}
              onChange={(event) => {
                setAuthor(event.target.value);
                setAuthorError(null);
              }}
            />
          )}
        </Field>
        <Field label={<RequiredLabel>{strings.commentTextLabel}</RequiredLabel>} error={textError} className="required">
          {(wiring) => (
            <textarea
              {...wiring}
              aria-required
              name="text"
              maxLength={COMMENT_TEXT_MAX_LENGTH}
              className={cx(control, textarea)}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setTextError(null);
              }}
            />
          )}
        </Field>
        {state.postStatus === 'failed' && state.postError ? <Alert tone="error">{state.postError}</Alert> : null}
        <div>
          <Button type="submit" aria-disabled={posting || undefined}>
            {posting ? strings.commentPostingText : strings.commentPostText}
          </Button>
        </div>
      </form>
    </>
  );
}
