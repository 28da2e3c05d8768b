/**
 * Story-only stand-ins for the page around a builder control: a frame, and what the page holds shown
 * as a page would (a caption and the value, in the theme), never a raw dump of state.
 */
import type { ReactNode } from 'react';
import { frame, pageState, pageStateLabel, pageStateValue } from './storyFrame.css.ts';

/** The control, then the page's state under it. */
export function StoryFrame({ children }: { children: ReactNode }) {
  return <div className={frame}>{children}</div>;
}

/** What the page holds ('Saved on the page: #027AFF'), with the page's own actions after it. The value is `data-testid="saved"`. */
export function PageState({ label, value, children }: { label: string; value: ReactNode; children?: ReactNode }) {
  return (
    <div className={pageState} data-part="page-state">
      <span className={pageStateLabel}>{label}</span>
      <output className={pageStateValue} data-testid="saved">
        {value}
      </output>
      {children}
    </div>
  );
}
