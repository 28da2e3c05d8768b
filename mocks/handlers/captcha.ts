import { http, HttpResponse } from 'msw';
import { hold } from '../hold.ts';
import { CAPTCHA_SCRIPT_URL } from '../../logic/forms/captcha.ts';
import { FAILING_CAPTCHA_SITE_KEY, fakeCaptcha } from '../fixtures/captcha.ts';

/**
 * The stand-in for reCAPTCHA's api.js: plain browser JavaScript implementing the part of the global
 * `grecaptcha` the library uses — `render(container, { sitekey, size, callback, 'expired-callback',
 * 'error-callback' })` returning a widget id, `getResponse(id)`, `reset(id)`, `execute(id)` — and calling
 * the `onload` callback named in its own address, as explicit rendering does. Each widget is a labelled
 * native checkbox: ticking it solves the captcha (the callback gets a token); with the failing site key
 * ticking it calls the error callback instead. `window.__vitrineFakeCaptcha.expire()` / `.fail()` let a
 * story reach the expired and error callbacks of every solved / rendered widget. Like reCAPTCHA, it throws
 * on a container that is not an element and on one already rendered. Written as text (not a bundled
 * function) so no build step can rename or wrap it.
 */
export const fakeCaptchaScript = `(function () {
  var config = ${JSON.stringify({ ...fakeCaptcha, failingSiteKey: FAILING_CAPTCHA_SITE_KEY })};
  var current = document.currentScript;
  var onload = null;
  try { onload = current ? new URL(current.src).searchParams.get('onload') : null; } catch (error) { onload = null; }
  if (!window.grecaptcha || !window.grecaptcha.__vitrineFake) {
    var widgets = [];
    var issued = 0;
    var call = function (fn, value) { if (typeof fn === 'function') fn(value); };
    var widgetOf = function (id) {
      var widget = widgets[typeof id === 'number' ? id : 0];
      if (!widget || widget.gone) throw new Error('Invalid reCAPTCHA client id: ' + id);
      return widget;
    };
    var show = function (widget) {
      widget.box.checked = widget.token !== '';
      widget.box.disabled = widget.token !== '';
      widget.answer.value = widget.token;
      widget.root.setAttribute('data-state', widget.state);
    };
    var solve = function (widget) {
      if (widget.params.sitekey === config.failingSiteKey) {
        widget.token = '';
        widget.state = 'failed';
        show(widget);
        call(widget.params['error-callback']);
        return;
      }
      issued += 1;
      widget.token = config.tokenPrefix + widget.id + '-' + issued;
      widget.state = 'solved';
      show(widget);
      call(widget.params.callback, widget.token);
    };
    var api = {
      __vitrineFake: true,
      render: function (container, params) {
        var element = typeof container === 'string' ? document.getElementById(container) : container;
        if (!element || element.nodeType !== 1) throw new Error('reCAPTCHA placeholder element must be an element or id');
        if (element.getAttribute('data-fake-captcha-rendered') === 'true') throw new Error('reCAPTCHA has already been rendered in this element');
        var options = params || {};
        var id = widgets.length;
        var compact = options.size === 'compact';
        var root = document.createElement('div');
        root.setAttribute('data-fake-captcha', 'widget');
        root.setAttribute('data-size', compact ? 'compact' : 'normal');
        root.style.cssText = 'box-sizing:border-box;display:flex;flex-direction:' + (compact ? 'column' : 'row') +
          ';align-items:' + (compact ? 'flex-start' : 'center') + ';justify-content:space-between;gap:8px;padding:12px;width:' +
          (compact ? '158px' : '304px') + ';height:' + (compact ? '138px' : '78px') +
          ';border:1px solid #767676;border-radius:3px;background:#f9f9f9;color:#1f1f1f;font:14px/1.3 sans-serif';
        var row = document.createElement('div');
        row.style.cssText = 'display:flex;align-items:center;gap:10px';
        var box = document.createElement('input');
        box.type = 'checkbox';
        box.id = 'fake-captcha-' + id;
        box.style.cssText = 'width:24px;height:24px;margin:0';
        var label = document.createElement('label');
        label.htmlFor = box.id;
        label.textContent = config.checkboxLabel;
        var brand = document.createElement('span');
        brand.textContent = config.brand;
        brand.style.cssText = 'font-size:11px;color:#4d4d4d';
        var answer = document.createElement('textarea');
        answer.name = 'g-recaptcha-response';
        answer.setAttribute('aria-hidden', 'true');
        answer.tabIndex = -1;
        answer.style.display = 'none';
        row.append(box, label);
        root.append(row, brand, answer);
        element.append(root);
        element.setAttribute('data-fake-captcha-rendered', 'true');
        var widget = { id: id, params: options, root: root, box: box, answer: answer, token: '', state: 'ready', gone: false, element: element };
        widgets.push(widget);
        box.addEventListener('change', function () { if (box.checked) solve(widget); else show(widget); });
        // A container emptied by its page (reCAPTCHA has no destroy) frees it, as a new page would.
        new MutationObserver(function (records, observer) {
          if (!element.contains(root)) { widget.gone = true; element.removeAttribute('data-fake-captcha-rendered'); observer.disconnect(); }
        }).observe(element, { childList: true });
        show(widget);
        return id;
      },
      getResponse: function (id) { return widgetOf(id).token; },
      reset: function (id) { var widget = widgetOf(id); widget.token = ''; widget.state = 'ready'; show(widget); },
      execute: function (id) { var widget = widgetOf(id); if (widget.token === '') solve(widget); },
      ready: function (fn) { call(fn); },
    };
    var live = function () { return widgets.filter(function (widget) { return !widget.gone; }); };
    window.__vitrineFakeCaptcha = {
      expire: function () {
        live().forEach(function (widget) {
          if (widget.token === '') return;
          widget.token = '';
          widget.state = 'expired';
          show(widget);
          call(widget.params['expired-callback']);
        });
      },
      fail: function () {
        live().forEach(function (widget) {
          widget.token = '';
          widget.state = 'failed';
          show(widget);
          call(widget.params['error-callback']);
        });
      },
    };
    window.grecaptcha = api;
  }
  if (onload && typeof window[onload] === 'function') window[onload]();
})();
`;

/**
 * reCAPTCHA's script (`https://www.google.com/recaptcha/api.js?onload=…&render=explicit`), answered with
 * the stand-in above so captchas work offline and Google is never reached; `?mock=absent` answers 404,
 * as when the library cannot be loaded, and `?mock=loading` never answers (the widget stays loading). A browser's script request goes through the mock service
 * worker like any other fetch of the page, cross-origin included.
 */
export const captchaHandlers = [
  http.get(CAPTCHA_SCRIPT_URL, async ({ request }) => {
    const mode = new URL(request.url).searchParams.get('mock');
    if (mode === 'absent') return new HttpResponse(null, { status: 404 });
    if (mode === 'loading') await hold('infinite');
    return new HttpResponse(fakeCaptchaScript, {
      headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' },
    });
  }),
];
