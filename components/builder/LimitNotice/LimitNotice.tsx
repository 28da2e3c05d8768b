'use client';

import { useEffect, useRef, type HTMLAttributes, type Ref } from 'react';
import { BUILDER_LIMITS } from '../../../logic/builder/builder.ts';
import { BUILDER_LIMIT_STRINGS, builderLimitMessage, builderLimitRemaining, type BuilderLimit } from '../../../logic/builder/builderLimits.ts';
import { interpolate } from '../../../logic/shared/interpolate.ts';
import { useAnnounce } from '../../../hooks/shared/useAnnounce.tsx';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { cx } from '../../primitives/cx.ts';
import { count as countClass, message as messageClass, root } from './LimitNotice.css.ts';

/** Props of {@link LimitNotice}: its own, and any DOM props of its root. */
export interface LimitNoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Which of the builder's limits (rendering spec, constants and limits). */
  limit: BuilderLimit;
  /** How many the editor holds now. */
  count: number;
  ref?: Ref<HTMLDivElement>;
}

/**
 * How much of a builder limit an editor uses ("12 of 60"), and, once it is full, why nothing more can
 * be added: the limit's message, said through the page's announcer when the count reaches the limit.
 * An editor disables its add control while {@link builderLimitRemaining} is 0 (or refuses an addition
 * `checkBuilderLimit` answers a message for) and points the control at this notice with
 * `aria-describedby`.
 */
export function LimitNotice({ limit, count, className, ...props }: LimitNoticeProps) {
  const strings = useStrings(BUILDER_LIMIT_STRINGS);
  const full = builderLimitRemaining(limit, count) === 0;
  const max = BUILDER_LIMITS[limit];
  const shown = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  const message = full ? builderLimitMessage(limit, strings) : '';
  const announce = useAnnounce();
  // Announced when the limit is reached, not when an editor opens already full (the text is on screen).
  const wasFull = useRef(full);
  useEffect(() => {
    if (full && !wasFull.current) announce(message);
    wasFull.current = full;
  }, [announce, full, message]);
  return (
    <div data-vitrine="limit-notice" data-limit={limit} data-state={full ? 'full' : 'open'} {...props} className={cx(root, className)}>
      <span className={countClass} data-part="count">
        {interpolate(strings.builderLimitCountText, { count: shown.toLocaleString('en-US'), max: max.toLocaleString('en-US') })}
      </span>
      {full ? (
        <p className={messageClass} data-part="message">
          {message}
        </p>
      ) : null}
    </div>
  );
}
