import type { ReactNode } from 'react';
import { useLocalizedStrings } from '../../../hooks/useLocalizedStrings.tsx';
import { Button } from '../Button/Button.tsx';
import { alert, body, dismiss, title as titleClass } from './Alert.css.ts';

/** Props of {@link Alert}. */
export interface AlertProps {
  /** The alert's heading, e.g. "Unable to Add Item". */
  title?: string;
  /** What happened and what to do. */
  children?: ReactNode;
  /** Error alerts interrupt (role="alert"); info and success are polite (role="status"). @default 'error' */
  tone?: 'error' | 'info' | 'success';
  /** Shows a close button that calls this. */
  onDismiss?: () => void;
  className?: string;
}

/** A message box announced to assistive technology as soon as it appears. */
export function Alert({ title, children, tone = 'error', onDismiss, className }: AlertProps) {
  const strings = useLocalizedStrings();
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={[alert({ tone }), className].filter(Boolean).join(' ')}
      data-vitrine="alert"
      data-tone={tone}
    >
      {title ? <p className={titleClass}>{title}</p> : null}
      {children ? <div className={body}>{children}</div> : null}
      {onDismiss ? (
        <Button variant="ghost" size="small" className={dismiss} onClick={onDismiss} aria-label={strings.closeLabel}>
          <span aria-hidden="true">×</span>
        </Button>
      ) : null}
    </div>
  );
}
