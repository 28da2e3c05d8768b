/**
 * Site calls of the builder (rendering spec, calls): header and footer, multilingual settings, status,
 * languages and connection, the layout, and navigation updates (the navigation named by fieldName
 * gets exactly the items sent, in their order).
 */
import { http, HttpResponse } from 'msw';
import type { JsonObject } from '../../api/parse.ts';
import type { NavigationItem, SiteLanguage } from '../../api/site.ts';
import { db } from '../db.ts';
import { asRecord, asText, badRequest, errorAnswer, jsonBody } from '../respond.ts';

function isLanguage(value: unknown): value is SiteLanguage {
  const language = asRecord(value);
  return language !== null && asText(language.code) !== null && asText(language.name) !== null && typeof language.isDefault === 'boolean';
}

function isNavigationItem(value: unknown): value is NavigationItem {
  const item = asRecord(value);
  if (!item) return false;
  const textOrAbsent = (key: string) => item[key] === undefined || typeof item[key] === 'string';
  const children = item.children;
  return (
    ['title', 'collectionId', 'externalLink', 'memberAreaId'].every(textOrAbsent) &&
    (children === undefined || (Array.isArray(children) && children.every(isNavigationItem)))
  );
}

/** Handlers of the site calls. */
export const siteHandlers = [
  http.get('*/api/site-header-footer', () => HttpResponse.json(db.headerFooter)),

  http.put('*/api/site-header-footer', async ({ request }) => {
    const body = await jsonBody(request);
    const header = asRecord(body?.header);
    const footer = asRecord(body?.footer);
    if (!header || !footer) return badRequest('header and footer objects');
    db.headerFooter = { header: header as JsonObject, footer: footer as JsonObject };
    return HttpResponse.json(db.headerFooter);
  }),

  http.get('*/api/multilingual/settings', () => HttpResponse.json(db.multilingualSettings)),

  http.get('*/api/multilingual/status', () => HttpResponse.json(db.multilingualStatus)),

  http.get('*/api/multilingual/languages', () => HttpResponse.json({ languages: db.languages })),

  http.put('*/api/multilingual/languages', async ({ request }) => {
    const languages = (await jsonBody(request))?.languages;
    if (!Array.isArray(languages) || !languages.every(isLanguage)) return badRequest('languages with code, name and isDefault');
    if (languages.filter((language) => language.isDefault).length !== 1) return errorAnswer(400, 'Exactly one language must be the default.');
    db.languages = languages.map((language) => ({ code: language.code, name: language.name, isDefault: language.isDefault }));
    return HttpResponse.json({ languages: db.languages });
  }),

  http.delete('*/api/multilingual/connection', () => {
    db.multilingualStatus = { connected: false, state: 'DISCONNECTED' };
    return HttpResponse.json({});
  }),

  http.get('*/api/commondata/GetSiteLayout', () => HttpResponse.json(db.layout)),

  http.post('*/api/widget/UpdateNavigation', async ({ request }) => {
    const body = await jsonBody(request);
    const items = asRecord(body?.navigation)?.items;
    if (!body || asText(body.fieldName) === null || asText(body.templateId) === null || !Array.isArray(items) || !items.every(isNavigationItem)) {
      return badRequest('fieldName, templateId and navigation.items');
    }
    if (body.templateId !== db.layout.templateId) return errorAnswer(400, 'The template id does not match the site.');
    const navigation = db.layout.navigations.find((candidate) => candidate.identifier === body.fieldName);
    if (!navigation) return errorAnswer(404, `The site has no navigation "${String(body.fieldName)}".`);
    navigation.links = structuredClone(items);
    return HttpResponse.json({});
  }),
];
