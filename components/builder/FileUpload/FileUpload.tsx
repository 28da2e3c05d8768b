'use client';

import { useEffect, useId, useRef, useState, type DragEvent, type HTMLAttributes, type Ref } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import * as Progress from '@radix-ui/react-progress';
import { BUILDER_MESSAGE_STRINGS } from '../../../logic/builder/builderMessages.ts';
import { DEFAULT_UPLOAD_LIMIT_BYTES, FILE_STRINGS, fileRejectionMessage, formatFileSize, formatUploadLimit, type FileStrings } from '../../../logic/forms/files.ts';
import { uploadPercent, type FileUploadFailure } from '../../../logic/forms/fileUpload.ts';
import { interpolate } from '../../../logic/shared/interpolate.ts';
import { useAnnounce } from '../../../hooks/shared/useAnnounce.tsx';
import { type FileUploadOptions, useFileUpload } from '../../../hooks/forms/useFileUpload.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { Button } from '../../primitives/Button/Button.tsx';
import { cx } from '../../primitives/cx.ts';
import { BuilderField } from '../fields/controls.tsx';
import { visuallyHidden } from '../../theme/utilities.css.ts';
import { actions, dropZone, hint, indicator, line, nameInput, progress, progressVar, renameForm, root, status } from './FileUpload.css.ts';

/** Props of {@link FileUpload}: the upload's options (useFileUpload), and the DOM props of its root. */
export interface FileUploadProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'>, FileUploadOptions {
  ref?: Ref<HTMLDivElement>;
}

type BuilderStrings = Readonly<Record<keyof typeof BUILDER_MESSAGE_STRINGS, string>>;

/** The message of each failed step (rendering spec, error catalogue) and the action that resumes it. */
function failureWording(failure: FileUploadFailure, strings: FileStrings, builder: BuilderStrings) {
  switch (failure) {
    case 'upload':
      return { status: strings.fileErrorUploadingMessage, title: strings.fileUploadProblemTitle, text: strings.fileUploadProblemMessage, action: builder.builderRetryText };
    case 'upload-incomplete':
      return { status: strings.fileUploadIncompleteMessage, title: strings.fileUploadProblemTitle, text: strings.fileUploadProblemMessage, action: builder.builderRetryText };
    case 'processing-failed':
      return { status: strings.fileProcessingFailedMessage, action: builder.builderTryAgainText };
    case 'processing-cancelled':
      return { status: strings.fileProcessingCancelledMessage, action: builder.builderTryAgainText };
    case 'processing-incomplete':
      return { status: strings.fileProcessingIncompleteMessage, action: builder.builderRetryText };
    case 'job-no-data':
      return { status: builder.builderNoJobResponseDataMessage, action: builder.builderRetryText };
  }
}

/**
 * The builder's file upload (rendering spec, validation rules, error catalogue): drop a file or pick one, a progress bar of what the
 * server has, processing until the file is stored, then its name and size, and renaming. A file too
 * large or of another kind is refused before any call; every failed step says so in the spec's words
 * with Retry / Try again, which resumes that step with the same file, job or typed name.
 */
export function FileUpload({ maxBytes = DEFAULT_UPLOAD_LIMIT_BYTES, accept, chunkBytes, pollIntervalMs, onUploaded, onRenamed, className, ...props }: FileUploadProps) {
  const strings = useStrings(FILE_STRINGS);
  const builder = useStrings(BUILDER_MESSAGE_STRINGS);
  const announce = useAnnounce();
  const upload = useFileUpload({ maxBytes, accept, chunkBytes, pollIntervalMs, onUploaded, onRenamed });
  const { state } = upload;
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const id = useId();
  const fileName = state.file?.name ?? '';
  const percent = uploadPercent(state);

  const resultName = state.phase === 'done' ? state.result?.name : undefined;
  useEffect(() => {
    if (resultName !== undefined) announce(interpolate(strings.fileReadyText, { fileName: resultName }));
  }, [resultName, announce, strings.fileReadyText]);

  const pickFirst = (files: FileList | null) => {
    const file = files?.[0];
    if (file) upload.pick(file);
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(true);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    pickFirst(event.dataTransfer.files);
  };

  const picking = state.phase === 'idle' || state.phase === 'rejected';
  const busy = state.phase === 'uploading' || state.phase === 'completing' || state.phase === 'processing';
  const failed = state.phase === 'failed' && state.failure ? failureWording(state.failure, strings, builder) : null;

  return (
    <div data-vitrine="file-upload" data-state={state.phase} data-failure={state.failure ?? undefined} {...props} className={cx(root, className)}>
      {picking ? (
        <div
          className={dropZone}
          data-part="drop-zone"
          data-dragging={dragging ? '' : undefined}
          onDragEnter={onDragOver}
          onDragOver={onDragOver}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <span>{strings.fileDropText}</span>
          <Button variant="secondary" onClick={() => input.current?.click()} aria-describedby={`${id}-limit`}>
            {strings.fileChooseText}
          </Button>
          <input
            ref={input}
            type="file"
            className={visuallyHidden}
            accept={accept}
            tabIndex={-1}
            aria-hidden="true"
            data-part="file-input"
            onChange={(event) => {
              pickFirst(event.target.files);
              // The same file picked again after a refusal is a new pick.
              event.target.value = '';
            }}
          />
          <p id={`${id}-limit`} className={hint}>
            {interpolate(strings.fileLimitText, { maxSize: formatUploadLimit(maxBytes) })}
          </p>
        </div>
      ) : null}

      {state.phase === 'rejected' && state.rejection ? (
        <Alert data-part="rejection">{fileRejectionMessage(state.rejection, fileName, maxBytes, strings)}</Alert>
      ) : null}

      {busy ? (
        <div className={status} data-part="status">
          <p className={line} id={`${id}-progress`}>
            {interpolate(state.phase === 'uploading' ? strings.fileUploadingText : strings.fileProcessingText, { fileName })}
          </p>
          <Progress.Root
            className={progress}
            value={state.phase === 'uploading' ? percent : null}
            aria-labelledby={`${id}-progress`}
            data-part="progress"
          >
            <Progress.Indicator className={indicator} style={assignInlineVars({ [progressVar]: `${percent}%` })} />
          </Progress.Root>
          <div className={actions}>
            <Button variant="ghost" size="small" onClick={upload.cancel}>
              {strings.fileCancelText}
            </Button>
          </div>
        </div>
      ) : null}

      {failed ? (
        <div className={status} data-part="failure">
          <p className={line}>{fileName}</p>
          <Alert title={failed.title}>
            {failed.text ? <p className={line}>{failed.text}</p> : null}
            <p className={line}>{failed.status}</p>
          </Alert>
          <div className={actions}>
            <Button onClick={upload.retry}>{failed.action}</Button>
            <Button variant="ghost" onClick={upload.cancel}>
              {strings.fileCancelText}
            </Button>
          </div>
        </div>
      ) : null}

      {state.phase === 'done' && state.result ? (
        <div className={status} data-part="done">
          <p className={line} data-part="file">
            {interpolate(strings.fileDoneText, { fileName: state.result.name, size: formatFileSize(state.result.size) })}
          </p>
          {state.rename.phase === 'idle' ? (
            <div className={actions}>
              <Button variant="secondary" size="small" onClick={upload.startRename}>
                {strings.fileRenameText}
              </Button>
              <Button variant="ghost" size="small" onClick={upload.cancel}>
                {strings.fileUploadAnotherText}
              </Button>
            </div>
          ) : (
            <form
              className={renameForm}
              data-part="rename"
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                upload.saveName();
              }}
            >
              <BuilderField label={strings.fileNameLabel} error={state.rename.invalid ? strings.fileNameRequiredMessage : null}>
                {(control) => (
                  <input
                    {...control}
                    className={nameInput}
                    value={state.rename.name}
                    readOnly={state.rename.phase === 'saving'}
                    onChange={(event) => upload.typeName(event.target.value)}
                  />
                )}
              </BuilderField>
              {state.rename.phase === 'failed' ? (
                <Alert title={strings.fileRenameProblemTitle}>{strings.fileRenameProblemMessage}</Alert>
              ) : null}
              <div className={actions}>
                <Button type="submit" size="small" aria-busy={state.rename.phase === 'saving' || undefined}>
                  {state.rename.phase === 'failed' ? builder.builderRetryText : strings.fileSaveNameText}
                </Button>
                <Button variant="ghost" size="small" onClick={upload.cancelRename} disabled={state.rename.phase === 'saving'}>
                  {strings.fileCancelText}
                </Button>
              </div>
            </form>
          )}
        </div>
      ) : null}
    </div>
  );
}
