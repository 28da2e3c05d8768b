'use client';

import type { HTMLAttributes, Ref } from 'react';
import { PAGE_FLAG_STRINGS } from '../../../logic/visitor/pageFlags.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { Alert } from '../../primitives/Alert/Alert.tsx';

/** Props of {@link PreviewNotice}: its own, and any DOM props of its notice. */
export interface PreviewNoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role' | 'children'> {
  /** The page's preview flag (logic/visitor/pageFlags.ts readPageFlags): the notice shows only while it is on. */
  preview: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Tells the site owner previewing the page that it is a preview and that their visits are not counted
 * (the preview flag's effects, logic/visitor/pageFlags.ts). A polite status in the page's flow, worded
 * through the localized PAGE_FLAG_STRINGS; nothing while the flag is off.
 */
export function PreviewNotice({ preview, ...props }: PreviewNoticeProps) {
  const strings = useStrings(PAGE_FLAG_STRINGS);
  if (preview !== true) return null;
  return (
    <Alert tone="info" title={strings.pageFlagsPreviewTitle} data-vitrine="preview-notice" {...props}>
      {strings.pageFlagsPreviewText}
    </Alert>
  );
}
