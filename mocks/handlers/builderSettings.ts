/**
 * The builder's site settings (library calls, api/builderSettings.ts): the fonts an owner may choose
 * and the site's time zone, with their failure scenarios; and the mock font host of the previews.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { db } from '../db.ts';
import { FONT_FILE_HOST } from '../fixtures/fonts.ts';

/** Handlers of the builder site-settings calls. */
export const builderSettingsHandlers = [
  http.get('*/api/builder/fonts', () => HttpResponse.json({ fonts: db.builderFonts })),
  http.get('*/api/builder/site-settings/time-zone', () => HttpResponse.json({ timeZone: db.siteTimeZone })),
];

/**
 * The mock font host: 200 with placeholder bytes for a font the store lists, 404 for any other file.
 * Not an API call, so not part of `handlers`: stories add it with
 * `parameters: { msw: { handlers: { fonts: fontFileHandlers } } }`.
 */
export const fontFileHandlers = [
  http.get(`${FONT_FILE_HOST}/*`, ({ request }) => {
    const known = db.builderFonts.some((font) => font.previewUrl === request.url);
    return known
      ? new HttpResponse(new Uint8Array([0x77, 0x4f, 0x46, 0x32]), { headers: { 'content-type': 'font/woff2', 'cache-control': 'no-store' } })
      : new HttpResponse(null, { status: 404 });
  }),
];

/** The builder site-settings scenarios, with what each does. */
export const BUILDER_SETTINGS_SCENARIOS = {
  'fonts-down': '500 on reading the fonts the builder offers; everything else answers as usual.',
  'fonts-fail-once': 'The first read of the builder fonts answers 500 (once per installation); the next one answers as usual.',
  'time-zone-down': "500 on reading the site's time zone; everything else answers as usual.",
  'time-zone-fail-once': "The first read of the site's time zone answers 500 (once per installation); the next one answers as usual.",
} as const satisfies Record<string, string>;

/** The name of a builder site-settings scenario. */
export type BuilderSettingsScenarioName = keyof typeof BUILDER_SETTINGS_SCENARIOS;

type Resolver = Parameters<typeof http.get>[1];

function over(pathEnd: string, resolver: Resolver): HttpHandler[] {
  return builderSettingsHandlers.filter((target) => String(target.info.path).endsWith(pathEnd)).map((target) => http.get(target.info.path, resolver));
}

const serverError: Resolver = () => HttpResponse.json({}, { status: 500 });

/** Answers 500 the first time only; counted per installation, so each story or test starts afresh. */
function failOnce(): Resolver {
  let failed = false;
  return () => {
    if (failed) return undefined;
    failed = true;
    return HttpResponse.json({}, { status: 500 });
  };
}

/** The handlers that make a builder site-settings scenario happen; put them in front of the normal ones. */
export function builderSettingsScenario(name: BuilderSettingsScenarioName): HttpHandler[] {
  switch (name) {
    case 'fonts-down':
      return over('/api/builder/fonts', serverError);
    case 'fonts-fail-once':
      return over('/api/builder/fonts', failOnce());
    case 'time-zone-down':
      return over('/time-zone', serverError);
    case 'time-zone-fail-once':
      return over('/time-zone', failOnce());
    default:
      return [];
  }
}
