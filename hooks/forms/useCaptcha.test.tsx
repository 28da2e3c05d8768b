// @vitest-environment jsdom
/**
 * The captcha integration (shopper spec, states, validation rules, error catalogue) against a fake `grecaptcha` on window: jsdom does not
 * fetch scripts, so each test plays the provider's script itself — it defines the API and calls the
 * `onload` callback named in the script's address, or fails the script.
 */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_MESSAGES } from '../../logic/forms/captcha.ts';
import { useCaptcha, type CaptchaApi, type CaptchaHandle, type CaptchaRenderParameters, type UseCaptchaOptions } from './useCaptcha.ts';

/** A recording stand-in for reCAPTCHA's API. */
function fakeApi() {
  const widgets: Array<{ container: HTMLElement; parameters: CaptchaRenderParameters; token: string }> = [];
  const api = {
    widgets,
    render: vi.fn((container: HTMLElement, parameters: CaptchaRenderParameters) => {
      container.append(document.createElement('iframe'));
      widgets.push({ container, parameters, token: '' });
      return widgets.length - 1;
    }),
    getResponse: vi.fn((id?: number) => widgets[id ?? 0]?.token ?? ''),
    reset: vi.fn((id?: number) => {
      const widget = widgets[id ?? 0];
      if (widget) widget.token = '';
    }),
    execute: vi.fn(),
  } satisfies CaptchaApi & { widgets: unknown };
  return api;
}

let scriptCount = 0;
/** A script address of this test's own: the hook loads each address once per page. */
const freshUrl = () => `https://captcha.test/api-${(scriptCount += 1)}.js`;

/** The script elements the hook added for an address. */
const scriptsFor = (url: string) =>
  [...document.head.querySelectorAll<HTMLScriptElement>('script[data-vitrine="captcha-script"]')].filter((script) => script.src.startsWith(url));

/** Plays the provider's script: defines the API, then calls the onload callback its address names. */
async function provideLibrary(url: string, api: CaptchaApi): Promise<void> {
  const [script] = scriptsFor(url);
  if (!script) throw new Error(`No script was added for ${url}.`);
  const callback = new URL(script.src).searchParams.get('onload') ?? '';
  (window as unknown as { grecaptcha?: unknown }).grecaptcha = api;
  await act(async () => {
    (window as unknown as Record<string, () => void>)[callback]?.();
  });
}

/** Renders a form's use of the hook: an element for the widget; `latest` is the handle of the last render. */
function mount(options: UseCaptchaOptions) {
  const seen: { latest: CaptchaHandle | null } = { latest: null };
  function Probe(props: UseCaptchaOptions) {
    const captcha = useCaptcha(props);
    seen.latest = captcha;
    return <div data-testid="widget" ref={captcha.containerRef} />;
  }
  const view = render(<Probe {...options} />);
  const handle = () => {
    if (!seen.latest) throw new Error('Not rendered.');
    return seen.latest;
  };
  return { ...view, handle, rerenderWith: (next: UseCaptchaOptions) => view.rerender(<Probe {...next} />) };
}

function widthOf(width: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width, height: 78, x: 0, y: 0, top: 0, left: 0, right: width, bottom: 78 } as DOMRect);
}

beforeEach(() => widthOf(400));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  delete (window as unknown as { grecaptcha?: unknown }).grecaptcha;
});

describe('shopper spec, states Captcha: the library is loaded once and each container is rendered once', () => {
  it('loads the script once, in explicit mode, for two captchas on the page, and renders each', async () => {
    const url = freshUrl();
    const api = fakeApi();
    const first = mount({ siteKey: 'site-key', scriptUrl: url });
    const second = mount({ siteKey: 'site-key', scriptUrl: url });
    expect(first.handle().status).toBe('loading');
    expect(first.handle().siteKey).toBe('site-key');
    expect(scriptsFor(url)).toHaveLength(1);
    const [script] = scriptsFor(url);
    expect(new URL(script?.src ?? '').searchParams.get('render')).toBe('explicit');
    await provideLibrary(url, api);
    expect(api.render).toHaveBeenCalledTimes(2);
    expect(api.widgets.map((widget) => widget.container)).toEqual([first.getAllByTestId('widget')[0], second.getAllByTestId('widget')[1]]);
    expect(api.widgets[0]?.parameters).toMatchObject({ sitekey: 'site-key', size: 'normal' });
    expect(first.handle().status).toBe('ready');
    expect(second.handle().status).toBe('ready');
  });

  it('renders a container once, however often the form renders again', async () => {
    const url = freshUrl();
    const api = fakeApi();
    const view = mount({ siteKey: 'site-key', scriptUrl: url });
    await provideLibrary(url, api);
    view.rerenderWith({ siteKey: 'site-key', scriptUrl: url, onChange: () => undefined });
    view.rerenderWith({ siteKey: 'site-key', scriptUrl: url });
    expect(api.render).toHaveBeenCalledTimes(1);
  });

  it('skips a container that is already rendered (two captchas given the same element)', async () => {
    const url = freshUrl();
    const api = fakeApi();
    const shared = document.createElement('div');
    document.body.append(shared);
    const seen: CaptchaHandle[] = [];
    function Two() {
      const one = useCaptcha({ siteKey: 'site-key', scriptUrl: url });
      const two = useCaptcha({ siteKey: 'site-key', scriptUrl: url });
      seen.splice(0, 2, one, two);
      return null;
    }
    render(<Two />);
    act(() => {
      seen[0]?.containerRef(shared);
      seen[1]?.containerRef(shared);
    });
    await provideLibrary(url, api);
    expect(api.render).toHaveBeenCalledTimes(1);
    shared.remove();
  });
});

describe('shopper spec, states, constants and limits Captcha layout: compact when the container is narrower than 320 px', () => {
  it('asks for the compact widget at 319 px and the normal one at 320 px', async () => {
    const url = freshUrl();
    const api = fakeApi();
    widthOf(319);
    const narrow = mount({ siteKey: 'site-key', scriptUrl: url });
    await provideLibrary(url, api);
    expect(api.widgets[0]?.parameters.size).toBe('compact');
    expect(narrow.handle().layout).toBe('compact');
    widthOf(320);
    const wide = mount({ siteKey: 'site-key', scriptUrl: url });
    await act(async () => undefined);
    expect(api.widgets[1]?.parameters.size).toBe('normal');
    expect(wide.handle().layout).toBe('normal');
  });
});

describe('shopper spec, states, validation rules Captcha: solved, expired, reset', () => {
  it("tells the form the token once solved, withdraws it when it expires, and resets the provider's widget", async () => {
    const url = freshUrl();
    const api = fakeApi();
    const onChange = vi.fn();
    const view = mount({ siteKey: 'site-key', scriptUrl: url, onChange });
    await provideLibrary(url, api);
    const widget = api.widgets[0];
    if (!widget) throw new Error('Not rendered.');
    expect(view.handle().getResponse()).toBeNull();

    widget.token = 'token-1';
    act(() => widget.parameters.callback('token-1'));
    expect(onChange).toHaveBeenLastCalledWith('token-1');
    expect(view.handle().status).toBe('solved');
    expect(view.handle().getResponse()).toBe('token-1');
    await expect(view.handle().execute()).resolves.toBe('token-1');

    widget.token = '';
    act(() => widget.parameters['expired-callback']());
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(view.handle().status).toBe('expired');

    widget.token = 'token-2';
    act(() => widget.parameters.callback('token-2'));
    act(() => view.handle().reset());
    expect(api.reset).toHaveBeenCalledWith(0);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(view.handle().getResponse()).toBeNull();
    expect(view.handle().status).toBe('ready');
  });

  it("execute asks the provider and resolves with the token its callback gives; the provider's error rejects it", async () => {
    const url = freshUrl();
    const api = fakeApi();
    const view = mount({ siteKey: 'site-key', scriptUrl: url });
    await provideLibrary(url, api);
    const widget = api.widgets[0];
    if (!widget) throw new Error('Not rendered.');
    const asked = view.handle().execute();
    expect(api.execute).toHaveBeenCalledWith(0);
    act(() => widget.parameters.callback('token-3'));
    await expect(asked).resolves.toBe('token-3');

    act(() => view.handle().reset());
    const refused = view.handle().execute();
    act(() => widget.parameters['error-callback']());
    await expect(refused).rejects.toThrow(CAPTCHA_MESSAGES.incomplete);
    expect(view.handle().status).toBe('failed');
  });
});

describe('shopper spec, error catalogue Captcha errors', () => {
  it("rejects with 'ReCaptcha has not been set up!' when the library cannot be loaded", async () => {
    const url = freshUrl();
    const view = mount({ siteKey: 'site-key', scriptUrl: url });
    await act(async () => {
      scriptsFor(url)[0]?.dispatchEvent(new Event('error'));
    });
    expect(view.handle().status).toBe('unavailable');
    expect(view.handle().unavailableReason).toBe('not-set-up');
    await expect(view.handle().execute()).rejects.toThrow('ReCaptcha has not been set up!');
    expect(view.handle().getResponse()).toBeNull();
  });

  it('rejects the same way when the script ran without defining grecaptcha', async () => {
    const url = freshUrl();
    const view = mount({ siteKey: 'site-key', scriptUrl: url });
    await act(async () => {
      scriptsFor(url)[0]?.dispatchEvent(new Event('load'));
    });
    expect(view.handle().unavailableReason).toBe('not-set-up');
    await expect(view.handle().execute()).rejects.toThrow(CAPTCHA_MESSAGES.notSetUp);
  });

  it('rejects execute while nothing is rendered yet', async () => {
    const view = mount({ siteKey: 'site-key', scriptUrl: freshUrl() });
    await expect(view.handle().execute()).rejects.toThrow(CAPTCHA_MESSAGES.notSetUp);
  });

  it('logs a console error and renders nothing when asked to render into an invalid node', async () => {
    const url = freshUrl();
    const api = fakeApi();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const seen: { latest: CaptchaHandle | null } = { latest: null };
    function NoElement() {
      seen.latest = useCaptcha({ siteKey: 'site-key', scriptUrl: url });
      return null;
    }
    render(<NoElement />);
    act(() => {
      seen.latest?.containerRef(document.createTextNode('not an element') as unknown as HTMLElement);
      seen.latest?.containerRef(document.createElement('div'));
    });
    expect(error).toHaveBeenCalledTimes(2);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/invalid node/);
    expect(scriptsFor(url)).toHaveLength(0);
    expect(api.render).not.toHaveBeenCalled();
    expect(seen.latest?.status).toBe('idle');
  });

  it('loads nothing and renders nothing without a site key', () => {
    for (const siteKey of [undefined, null, '', '  ']) {
      const url = freshUrl();
      const view = mount({ siteKey, scriptUrl: url });
      expect(view.handle().status).toBe('unavailable');
      expect(view.handle().unavailableReason).toBe('no-site-key');
      expect(view.handle().siteKey).toBeNull();
      expect(scriptsFor(url)).toHaveLength(0);
      view.unmount();
    }
  });
});

describe('shopper spec, states Captcha: destroyed on unmount', () => {
  it('empties its container and forgets the widget, so the element can be rendered again', async () => {
    const url = freshUrl();
    const api = fakeApi();
    const container = document.createElement('div');
    document.body.append(container);
    const seen: { latest: CaptchaHandle | null } = { latest: null };
    function Borrowing() {
      seen.latest = useCaptcha({ siteKey: 'site-key', scriptUrl: url });
      return null;
    }
    const first = render(<Borrowing />);
    act(() => seen.latest?.containerRef(container));
    await provideLibrary(url, api);
    expect(container.childElementCount).toBe(1);
    first.unmount();
    expect(container.childElementCount).toBe(0);

    render(<Borrowing />);
    act(() => seen.latest?.containerRef(container));
    await act(async () => undefined);
    expect(api.render).toHaveBeenCalledTimes(2);
    container.remove();
  });
});
