'use client';

import { useCallback, useState, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { AnnouncerContext, repeatable } from '../../../hooks/shared/useAnnounce.tsx';
import { visuallyHidden } from '../../theme/utilities.css.ts';
import { cx } from '../cx.ts';

/** Props of {@link LiveAnnouncer}: the page's content, and DOM props of the (hidden) live region. */
export interface LiveAnnouncerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'role'> {
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The page's one polite live region: mount it once around the page; every component below announces
 * through `useAnnounce()`. Announcing does not re-render the page's content.
 */
export function LiveAnnouncer({ children, className, ref, ...props }: LiveAnnouncerProps) {
  const [message, setMessage] = useState('');
  const announce = useCallback((next: string) => setMessage((current) => repeatable(current, next)), []);
  return (
    <AnnouncerContext.Provider value={announce}>
      {children}
      <div ref={ref} role="status" aria-live="polite" data-vitrine="live-announcer" {...props} className={cx(visuallyHidden, className)}>
        {message}
      </div>
    </AnnouncerContext.Provider>
  );
}
