'use client';

import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { CloseButton } from '../CloseButton/CloseButton.tsx';
import { cx } from '../cx.ts';
import { alert, alertTone, body, dismiss, title as titleClass } from './Alert.css.ts';

/** Props of {@link Alert}: its own, and any DOM props of its box. */
export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /** The alert's heading, e.g. "Unable to Add Item". */
  title?: string;
  /** What happened and what to do. */
  children?: ReactNode;
  /** Error alerts interrupt (role="alert"); info and success are polite (role="status"). @default 'error' */
  tone?: 'error' | 'info' | 'success';
  /** Shows a close button that calls this. */
  onDismiss?: () => void;
  ref?: Ref<HTMLDivElement>;
}

/** A message box announced to assistive technology as soon as it appears. */
export function Alert({ title, children, tone = 'error', onDismiss, className, ...props }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      data-vitrine="alert"
      data-tone={tone}
      {...props}
      className={cx(alert, alertTone[tone], className)}
    >
      {title ? <p className={titleClass}>{title}</p> : null}
      {children ? <div className={body}>{children}</div> : null}
      {onDismiss ? <CloseButton size="small" className={dismiss} onClick={onDismiss} /> : null}
    </div>
  );
}
