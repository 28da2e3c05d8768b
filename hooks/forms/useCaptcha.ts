'use client';

import { onForgetPageState } from '../shared/pageState.ts';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CAPTCHA_MESSAGES,
  CAPTCHA_SCRIPT_URL,
  captchaLayout,
  captchaRenderDecision,
  captchaScriptUrl,
  hasCaptchaSiteKey,
  type CaptchaLayout,
  type CaptchaStatus,
  type CaptchaUnavailableReason,
} from '../../logic/forms/captcha.ts';

export type { CaptchaLayout, CaptchaStatus, CaptchaUnavailableReason } from '../../logic/forms/captcha.ts';

/** The parameters of `grecaptcha.render` the library passes (reCAPTCHA v2, explicit rendering). */
export interface CaptchaRenderParameters {
  sitekey: string;
  size: CaptchaLayout;
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
}

/** The part of reCAPTCHA's global `grecaptcha` the library uses (its documented JavaScript API). */
export interface CaptchaApi {
  render(container: HTMLElement, parameters: CaptchaRenderParameters): number;
  getResponse(widgetId?: number): string;
  reset(widgetId?: number): void;
  execute(widgetId?: number): void;
}

/** Options of {@link useCaptcha}. */
export interface UseCaptchaOptions {
  /** The site's captcha key (`captchaSettings.siteKey`); without one the status is 'unavailable' and nothing renders (shopper spec, error catalogue). */
  siteKey: string | null | undefined;
  /** Told the token once solved, and null when it expires, fails or is reset. */
  onChange?: (token: string | null) => void;
  /** Where the provider's script is loaded from. @default CAPTCHA_SCRIPT_URL (reCAPTCHA's api.js) */
  scriptUrl?: string;
}

/** What {@link useCaptcha} gives a form. */
export interface CaptchaHandle {
  status: CaptchaStatus;
  /** The site key the widget is rendered with (null without one), for the area's `data-sitekey`. */
  siteKey: string | null;
  /** Why the status is 'unavailable' (no site key, or the library absent); null otherwise. */
  unavailableReason: CaptchaUnavailableReason | null;
  /** The widget's size, from its container's width when it was rendered (logic/forms/captcha.ts captchaLayout). */
  layout: CaptchaLayout;
  /** Put on the (empty) element the widget renders into. */
  containerRef: (node: HTMLElement | null) => void;
  /** The token when solved, else null (form submission step 3). */
  getResponse(): string | null;
  /** Asks the provider for a token; rejects with 'ReCaptcha has not been set up!' when the library is absent. */
  execute(): Promise<string>;
  /** Clears the answer so the visitor solves it again (after a failed submission, step 6). */
  reset(): void;
}

/** The page's globals the provider's script defines (not declared on Window: a page may type `grecaptcha` itself). */
const pageGlobals = (): Record<string, unknown> => window as unknown as Record<string, unknown>;

/** True when a value has the methods the library calls. */
function isCaptchaApi(value: unknown): value is CaptchaApi {
  if (value === null || typeof value !== 'object') return false;
  const api = value as Record<string, unknown>;
  return ['render', 'getResponse', 'reset', 'execute'].every((name) => typeof api[name] === 'function');
}

/** The provider's API when its script has defined it. */
function currentApi(): CaptchaApi | null {
  const api: unknown = typeof window === 'undefined' ? undefined : pageGlobals().grecaptcha;
  return isCaptchaApi(api) ? api : null;
}

// One load per script address for the whole page: every captcha on it shares it (shopper spec, states).
const scripts = new Map<string, Promise<CaptchaApi>>();
let callbacks = 0;
// Forgotten, the next captcha loads its script anew, as on a fresh page (its API with it).
onForgetPageState(() => {
  scripts.clear();
  if (typeof window !== 'undefined') delete pageGlobals().grecaptcha;
});

/**
 * Loads the provider's script once per address in explicit-render mode and resolves with its API once
 * its `onload` callback runs; rejects with 'ReCaptcha has not been set up!' when the script fails to
 * load, or loads without defining `grecaptcha` at all. A failed load is forgotten, so a later captcha
 * tries again.
 */
export function loadCaptchaScript(url: string = CAPTCHA_SCRIPT_URL): Promise<CaptchaApi> {
  const known = scripts.get(url);
  if (known) return known;
  const loading = new Promise<CaptchaApi>((resolve, reject) => {
    if (typeof document === 'undefined') {
      reject(new Error(CAPTCHA_MESSAGES.notSetUp));
      return;
    }
    callbacks += 1;
    const callback = `__vitrineCaptchaLoaded${callbacks}`;
    const globals = pageGlobals();
    const settle = (api: CaptchaApi | null) => {
      delete globals[callback];
      if (api) resolve(api);
      else reject(new Error(CAPTCHA_MESSAGES.notSetUp));
    };
    globals[callback] = () => settle(currentApi());
    const script = document.createElement('script');
    script.src = captchaScriptUrl(url, callback);
    script.async = true;
    script.dataset.vitrine = 'captcha-script';
    script.addEventListener('error', () => settle(null));
    // reCAPTCHA's api.js defines `grecaptcha` at once and calls `onload` later, once its widget code is in:
    // a script that ran without defining it is not the library, and `onload` will never come.
    script.addEventListener('load', () => {
      if (typeof globals.grecaptcha === 'undefined' && callback in globals) settle(null);
    });
    document.head.append(script);
  });
  scripts.set(url, loading);
  loading.catch(() => {
    if (scripts.get(url) === loading) scripts.delete(url);
  });
  return loading;
}

// Containers the page has rendered a widget into, by an id of their own: each is rendered once.
const containerIds = new WeakMap<HTMLElement, string>();
const renderedContainers = new Set<string>();
let containerCount = 0;

function containerId(node: HTMLElement): string {
  let id = containerIds.get(node);
  if (!id) {
    containerCount += 1;
    id = `captcha-${containerCount}`;
    containerIds.set(node, id);
  }
  return id;
}

/** An element in the document a widget can be drawn into. */
function isUsableContainer(node: unknown): node is HTMLElement {
  return typeof HTMLElement !== 'undefined' && node instanceof HTMLElement && node.isConnected;
}

/** What the provider last said about one container, key and script. */
interface CaptchaState {
  container: HTMLElement | null;
  siteKey: string | null | undefined;
  scriptUrl: string;
  status: CaptchaStatus;
  layout: CaptchaLayout;
  absent: boolean;
}

const NO_STATE: CaptchaState = { container: null, siteKey: null, scriptUrl: '', status: 'idle', layout: 'normal', absent: false };

interface Pending {
  resolve: (token: string) => void;
  reject: (error: Error) => void;
}

/**
 * A reCAPTCHA widget for a form (shopper spec, states, validation rules, error catalogue; rendering spec, states): loads the provider's script
 * once per page, renders the widget once into the element given to `containerRef` (compact when it is
 * narrower than 320 px), follows its callbacks, and on unmount clears it. Without a site key nothing
 * loads and the status is 'unavailable'; an invalid container is logged and left alone.
 */
export function useCaptcha({ siteKey, onChange, scriptUrl = CAPTCHA_SCRIPT_URL }: UseCaptchaOptions): CaptchaHandle {
  const hasKey = hasCaptchaSiteKey(siteKey);
  const [container, setContainer] = useState<HTMLElement | null>(null);
  // What the provider last said, for the inputs it was said about: until it says something about the
  // current container, key and script, the captcha is loading (derived, not set from the effect).
  const [state, setState] = useState<CaptchaState>(NO_STATE);
  const api = useRef<CaptchaApi | null>(null);
  const widget = useRef<number | null>(null);
  const token = useRef<string | null>(null);
  const pending = useRef<Pending[]>([]);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  const containerRef = useCallback((node: HTMLElement | null) => {
    if (node !== null && !isUsableContainer(node)) {
      console.error('Captcha: cannot render into an invalid node.', node);
      setContainer(null);
      return;
    }
    setContainer(node);
  }, []);

  const settlePending = useCallback((outcome: { token: string } | { error: Error }) => {
    const waiting = pending.current;
    pending.current = [];
    for (const entry of waiting) {
      if ('token' in outcome) entry.resolve(outcome.token);
      else entry.reject(outcome.error);
    }
  }, []);

  useEffect(() => {
    if (!hasKey || !siteKey || !container) return undefined;
    let active = true;
    let renderedId: string | null = null;
    const about = { container, siteKey, scriptUrl };
    const say = (status: CaptchaStatus, more: Partial<Pick<CaptchaState, 'layout' | 'absent'>> = {}) =>
      setState((current) => ({ ...(current.container === container ? current : NO_STATE), ...about, status, ...more }));
    const change = (next: string | null) => {
      token.current = next;
      onChangeRef.current?.(next);
    };
    loadCaptchaScript(scriptUrl).then(
      (loaded) => {
        if (!active) return;
        const id = containerId(container);
        if (captchaRenderDecision({ siteKey, containerId: id, rendered: renderedContainers }) !== 'render') return;
        const layout = captchaLayout(container.getBoundingClientRect().width);
        try {
          widget.current = loaded.render(container, {
            sitekey: siteKey,
            size: layout,
            callback: (answer) => {
              if (!active) return;
              change(typeof answer === 'string' && answer !== '' ? answer : null);
              say('solved');
              if (typeof answer === 'string' && answer !== '') settlePending({ token: answer });
            },
            'expired-callback': () => {
              if (!active) return;
              change(null);
              say('expired');
            },
            'error-callback': () => {
              if (!active) return;
              change(null);
              say('failed');
              settlePending({ error: new Error(CAPTCHA_MESSAGES.incomplete) });
            },
          });
        } catch (problem) {
          console.error('Captcha: the provider could not render its widget.', problem);
          say('failed');
          return;
        }
        renderedId = id;
        renderedContainers.add(id);
        api.current = loaded;
        say('ready', { layout, absent: false });
      },
      () => {
        if (!active) return;
        say('unavailable', { absent: true });
        settlePending({ error: new Error(CAPTCHA_MESSAGES.notSetUp) });
      },
    );
    return () => {
      active = false;
      // reCAPTCHA has no destroy: the widget is gone once its container is emptied and its id forgotten.
      if (renderedId !== null) {
        renderedContainers.delete(renderedId);
        container.replaceChildren();
      }
      api.current = null;
      widget.current = null;
      token.current = null;
      settlePending({ error: new Error(CAPTCHA_MESSAGES.notSetUp) });
      setState(NO_STATE);
    };
  }, [hasKey, siteKey, container, scriptUrl, settlePending]);

  const getResponse = useCallback((): string | null => {
    const loaded = api.current;
    if (!loaded || widget.current === null) return null;
    try {
      const answer = loaded.getResponse(widget.current);
      return typeof answer === 'string' && answer !== '' ? answer : null;
    } catch {
      return token.current;
    }
  }, []);

  const execute = useCallback((): Promise<string> => {
    const loaded = api.current;
    if (!loaded || widget.current === null) return Promise.reject(new Error(CAPTCHA_MESSAGES.notSetUp));
    const answer = getResponse();
    if (answer) return Promise.resolve(answer);
    const waiting = new Promise<string>((resolve, reject) => pending.current.push({ resolve, reject }));
    try {
      loaded.execute(widget.current);
    } catch (problem) {
      settlePending({ error: problem instanceof Error ? problem : new Error(CAPTCHA_MESSAGES.notSetUp) });
    }
    return waiting;
  }, [getResponse, settlePending]);

  const reset = useCallback(() => {
    const loaded = api.current;
    if (!loaded || widget.current === null) return;
    try {
      loaded.reset(widget.current);
    } catch (problem) {
      console.error('Captcha: the provider could not reset its widget.', problem);
    }
    token.current = null;
    onChangeRef.current?.(null);
    setState((current) => (current.container ? { ...current, status: 'ready' } : current));
  }, []);

  const said = state.container !== null && state.container === container && state.siteKey === siteKey && state.scriptUrl === scriptUrl;
  const status: CaptchaStatus = !hasKey ? 'unavailable' : !container ? 'idle' : said ? state.status : 'loading';
  const unavailableReason: CaptchaUnavailableReason | null = !hasKey ? 'no-site-key' : said && state.absent ? 'not-set-up' : null;
  return {
    status,
    siteKey: hasKey ? siteKey : null,
    unavailableReason,
    layout: said ? state.layout : 'normal',
    containerRef,
    getResponse,
    execute,
    reset,
  };
}
