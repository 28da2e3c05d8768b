import { existsSync } from 'node:fs';

/** Where we look for a browser, in order; the first one that exists wins. */
export const CHROMIUM_CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
].filter((path): path is string => typeof path === 'string' && path !== '');

/**
 * Flags for a headless Chromium on a closed network: without the networking flags Chromium keeps
 * trying to reach its update and sync services and floods the machine with refused connections.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** The message printed when no browser is installed. */
export const NO_CHROMIUM_MESSAGE =
  'No Chromium found (looked at $CHROMIUM_PATH, /usr/bin/chromium, /usr/bin/chromium-browser, /usr/bin/google-chrome): install one, e.g. on Debian `sudo apt-get install chromium`, or set CHROMIUM_PATH.';

/** The first browser that exists on this machine, or null. */
export function findChromium(): string | null {
  return CHROMIUM_CANDIDATES.find((path) => existsSync(path)) ?? null;
}
