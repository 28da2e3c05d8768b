// Inlined at the top of the check's page, before any module runs: from here on everything the
// console is told and every uncaught error is noted against the sample hydrating at the time
// (`current`, set by hydrate.mjs; null outside one). The console is not written to, so what the
// browser itself logs (a failed load) is all Playwright sees there.
(() => {
  const check = { current: null, events: [], hydrated: [], done: false };
  const text = (value) => {
    if (value instanceof Error) return value.stack ?? value.message;
    if (typeof value === 'object' && value !== null) {
      try {
        return JSON.stringify(value);
      } catch {
        return String(value);
      }
    }
    return String(value);
  };
  // console's own substitutions (%s, %d, %o, %c…), which React's warnings use.
  const format = (args) => {
    const [first, ...rest] = args;
    if (typeof first !== 'string') return args.map(text).join(' ');
    const message = first.replace(/%[sdifoOc]/g, (directive) => {
      if (rest.length === 0) return directive;
      const value = rest.shift();
      return directive === '%c' ? '' : text(value);
    });
    return [message, ...rest.map(text)].join(' ');
  };
  check.record = (kind, message) => check.events.push({ sample: check.current, kind, text: message });
  console.error = (...args) => check.record('console.error', format(args));
  console.warn = (...args) => check.record('console.warn', format(args));
  window.addEventListener('error', (event) => check.record('uncaught error', text(event.error ?? event.message)));
  window.addEventListener('unhandledrejection', (event) => check.record('unhandled rejection', text(event.reason)));
  window.__ssrCheck = check;
})();
