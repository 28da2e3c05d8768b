'use client';

import { useCallback, useEffect, useId, useState, type HTMLAttributes, type Ref } from 'react';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { CAPTCHA_STRINGS, captchaNotice } from '../../../logic/forms/captcha.ts';
import { CAPTCHA_AREA_STRINGS } from '../../../logic/forms/formFieldStrings.ts';
import type { CaptchaHandle } from '../../../hooks/forms/useCaptcha.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { Alert } from '../../primitives/Alert/Alert.tsx';
import { cx } from '../../primitives/cx.ts';
import { fitHeight, fitScale, notice as noticeClass, root, widget } from './Captcha.css.ts';

/** How much a drawn widget must shrink to fit its container, and its height then; null when it fits. */
interface Fit {
  scale: number;
  height: number;
}

/**
 * Follows the container's width: when the provider's widget (drawn once, at the width the area had then)
 * is wider than the container, the scale that makes it fit. The widget's own box is measured untransformed.
 */
function useWidgetFit(container: HTMLDivElement | null, drawn: boolean): Fit | null {
  const [fit, setFit] = useState<Fit | null>(null);
  useEffect(() => {
    if (container === null || !drawn) return undefined;
    const measure = () => {
      const drawnWidget = container.firstElementChild as HTMLElement | null;
      const natural = drawnWidget?.offsetWidth ?? 0;
      const room = container.clientWidth;
      const next = natural > 0 && room > 0 && room < natural ? { scale: room / natural, height: (drawnWidget?.offsetHeight ?? 0) * (room / natural) } : null;
      setFit((current) => (current?.scale === next?.scale && current?.height === next?.height ? current : next));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(container);
    return () => observer.disconnect();
  }, [container, drawn]);
  return drawn ? fit : null;
}

/** What the area shows: its name and the captcha's notices. */
const STRINGS = { ...CAPTCHA_STRINGS, ...CAPTCHA_AREA_STRINGS };

/** Props of {@link Captcha}: its own, and any DOM props of its area. */
export interface CaptchaProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** The captcha from `useCaptcha({ siteKey, onChange })`, whose widget this area shows. */
  captcha: CaptchaHandle;
  /** The form's message about the captcha, e.g. 'Complete CAPTCHA before submitting.' after an early submit. */
  error?: string | null;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The labelled area a captcha widget draws in (shopper spec, states, validation rules, error catalogue): a group named 'CAPTCHA' holding
 * the provider's widget, what is happening in the visitor's words (loading, the library absent, the
 * provider's error, an expired answer) and the form's message. Nothing is shown without a site key.
 */
export function Captcha({ captcha, error, className, ref, ...props }: CaptchaProps) {
  const strings = useStrings(STRINGS);
  const id = useId();
  const { status, siteKey, unavailableReason, layout, containerRef } = captcha;
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const drawn = status === 'ready' || status === 'solved' || status === 'expired' || status === 'failed';
  const fit = useWidgetFit(container, drawn);
  // One stable ref: the provider's container for the hook, and the box the fit is measured on.
  const widgetRef = useCallback(
    (node: HTMLDivElement | null) => {
      setContainer(node);
      containerRef(node);
    },
    [containerRef],
  );
  if (unavailableReason === 'no-site-key') return null;
  const notice = captchaNotice(status, unavailableReason, strings);
  const noticeId = notice ? `${id}-notice` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  // aria-describedby is a list of ids, joined like class names.
  const describedBy = cx(noticeId, errorId) || undefined;
  return (
    <div
      role="group"
      aria-label={strings.captchaAreaLabel}
      aria-describedby={describedBy}
      data-vitrine="captcha"
      data-state={status}
      data-layout={layout}
      data-sitekey={siteKey ?? undefined}
      data-invalid={error ? true : undefined}
      ref={ref}
      {...props}
      className={cx(root, className)}
    >
      <div
        ref={widgetRef}
        className={widget}
        data-part="widget"
        {...(fit === null ? {} : { 'data-fit': 'shrunk', style: assignInlineVars({ [fitScale]: String(fit.scale), [fitHeight]: `${fit.height}px` }) })}
      />
      {notice?.tone === 'info' ? (
        <p id={noticeId} className={noticeClass} data-part="notice">
          {notice.text}
        </p>
      ) : null}
      {notice?.tone === 'error' ? (
        <Alert id={noticeId} data-part="notice">
          {notice.text}
        </Alert>
      ) : null}
      {error ? (
        <Alert id={errorId} data-part="error">
          {error}
        </Alert>
      ) : null}
    </div>
  );
}
