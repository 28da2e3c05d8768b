import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

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

/**
 * The fontconfig file that lists the project's fonts and nothing else (.storybook/fonts/): the
 * generic families, a form control's default font and every fallback glyph come from there, so what
 * the machine has installed or configured never draws a glyph in the tests' browser.
 */
export const PROJECT_FONTCONFIG = fileURLToPath(new URL('../../.storybook/fonts/fonts.conf', import.meta.url));

/**
 * The environment of a Chromium the tests launch: this process's, with fontconfig reading the
 * project's file alone. FONTCONFIG_PATH and FONTCONFIG_SYSROOT go, so no other folder is searched
 * for the file or prefixed to its paths.
 */
export function chromiumEnv(base: NodeJS.ProcessEnv = process.env): Record<string, string | undefined> {
  const env: Record<string, string | undefined> = { ...base, FONTCONFIG_FILE: PROJECT_FONTCONFIG };
  delete env.FONTCONFIG_PATH;
  delete env.FONTCONFIG_SYSROOT;
  return env;
}

/** The message printed when no browser is installed. */
export const NO_CHROMIUM_MESSAGE =
  'No Chromium found (looked at $CHROMIUM_PATH, /usr/bin/chromium, /usr/bin/chromium-browser, /usr/bin/google-chrome): install one, e.g. on Debian `sudo apt-get install chromium`, or set CHROMIUM_PATH.';

/** The first browser that exists on this machine, or null. */
export function findChromium(): string | null {
  return CHROMIUM_CANDIDATES.find((path) => existsSync(path)) ?? null;
}
