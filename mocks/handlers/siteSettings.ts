/**
 * Failure scenarios of the site settings calls: header and footer, the multilingual
 * calls, the template schema the site styles start from, and the address lookup. Each fails its
 * calls with a 500 unless said otherwise; the normal handlers are in site.ts and rendering.ts.
 */
import type { HttpHandler} from 'msw';
import { http, HttpResponse } from 'msw';
import { renderingHandlers } from './rendering.ts';
import { siteHandlers } from './site.ts';

/** The site settings scenarios, with what each does. */
export const SITE_SETTINGS_SCENARIOS = {
  'header-footer-down': '500 on reading the header and footer; everything else answers as usual.',
  'header-footer-save-failure': '500 on saving the header and footer (PUT); reading them answers as usual.',
  'languages-down': '500 on reading the multilingual settings, status and languages; everything else answers as usual.',
  'languages-save-failure': '500 on saving the languages (PUT); reading them answers as usual.',
  'multilingual-disconnect-failure': '500 on disconnecting multilingual (DELETE); everything else answers as usual.',
  'template-schema-down': "500 on reading a template's tweak schema (GetTemplateSchema); everything else answers as usual.",
  'places-down': '500 on the address lookup (autocomplete and details): the owner types the address in full.',
} as const satisfies Record<string, string>;

/** The name of a site settings scenario. */
export type SiteSettingsScenarioName = keyof typeof SITE_SETTINGS_SCENARIOS;

const serverError = () => HttpResponse.json({}, { status: 500 });

/** Handlers over the site and rendering calls of one method whose path contains `fragment`, answering 500. */
function failing(method: 'GET' | 'PUT' | 'DELETE', fragment: string): HttpHandler[] {
  const make = { GET: http.get, PUT: http.put, DELETE: http.delete }[method];
  return [...siteHandlers, ...renderingHandlers]
    .filter((target) => target.info.method === method && String(target.info.path).includes(fragment))
    .map((target) => make(target.info.path, serverError));
}

/** The handlers that make a site settings scenario happen; put them in front of the normal ones. */
export function siteSettingsScenario(name: SiteSettingsScenarioName): HttpHandler[] {
  switch (name) {
    case 'header-footer-down':
      return failing('GET', '/site-header-footer');
    case 'header-footer-save-failure':
      return failing('PUT', '/site-header-footer');
    case 'languages-down':
      return failing('GET', '/multilingual/');
    case 'languages-save-failure':
      return failing('PUT', '/multilingual/languages');
    case 'multilingual-disconnect-failure':
      return failing('DELETE', '/multilingual/connection');
    case 'template-schema-down':
      return failing('GET', '/GetTemplateSchema');
    case 'places-down':
      return failing('GET', '/google-maps/places/');
  }
}
