/**
 * Site calls of the builder (rendering spec, calls): header and footer, multilingual settings, status,
 * languages and connection, the site layout and navigation updates. Answers the spec does not show
 * are handed over as JSON.
 */
import { callsOf, type Transport } from './http.ts';
import {
  ignoreAnswer,
  readArray,
  readBoolean,
  readJsonObject,
  readObject,
  readOptional,
  readString,
  type JsonObject,
} from './parse.ts';
import type { EndpointFields } from './endpoints.ts';

/** The site rows of the call table (api/endpoints.ts): what the transport needs to make each call. */
export const SITE_CALLS = {
  'site.getHeaderFooter': { method: 'GET', path: '/api/site-header-footer', domain: 'builder' },
  'site.putHeaderFooter': { method: 'PUT', path: '/api/site-header-footer', domain: 'builder' },
  'site.getMultilingualSettings': { method: 'GET', path: '/api/multilingual/settings', domain: 'builder' },
  'site.getMultilingualStatus': { method: 'GET', path: '/api/multilingual/status', domain: 'builder' },
  'site.getLanguages': { method: 'GET', path: '/api/multilingual/languages', domain: 'builder' },
  'site.putLanguages': { method: 'PUT', path: '/api/multilingual/languages', domain: 'builder' },
  'site.deleteMultilingualConnection': { method: 'DELETE', path: '/api/multilingual/connection', domain: 'builder' },
  'site.getSiteLayout': { method: 'GET', path: '/api/commondata/GetSiteLayout', domain: 'builder' },
  'site.updateNavigation': { method: 'POST', path: '/api/widget/UpdateNavigation', domain: 'builder' },
} as const satisfies Record<string, EndpointFields>;

/** A navigation item (rendering spec, entities): a collection, an external link or a member area, with children. */
export interface NavigationItem {
  title?: string;
  collectionId?: string;
  externalLink?: string;
  memberAreaId?: string;
  children?: NavigationItem[];
}

/** A navigation of the site layout: its identifier (the field name) and its links. */
export interface SiteNavigation {
  identifier: string;
  links: NavigationItem[];
}

/** The site layout; the first navigation is the main one (rendering spec, calls). */
export interface SiteLayout {
  templateId: string;
  navigations: SiteNavigation[];
}

/** The header object and the footer object (rendering spec, entities). */
export interface HeaderFooter {
  header: JsonObject;
  footer: JsonObject;
}

/** A language of a multilingual site. */
export interface SiteLanguage {
  code: string;
  name: string;
  isDefault: boolean;
}

/** Body of POST /api/widget/UpdateNavigation (rendering spec, calls). */
export interface UpdateNavigationRequest {
  fieldName: string;
  templateId: string;
  navigation: { items: NavigationItem[] };
}

/** Reads a navigation item, children included. */
export function readNavigationItem(value: unknown, where: string): NavigationItem {
  const object = readObject(value, where);
  const item: NavigationItem = {};
  for (const key of ['title', 'collectionId', 'externalLink', 'memberAreaId'] as const) {
    const text = readOptional(object[key], `${where}.${key}`, readString);
    if (text !== undefined) item[key] = text;
  }
  const children = readOptional(object.children, `${where}.children`, (list, at) => readArray(list, at, readNavigationItem));
  if (children !== undefined) item.children = children;
  return item;
}

function readLayout(data: unknown): SiteLayout {
  const layout = readObject(data, 'layout');
  return {
    templateId: readString(layout.templateId, 'layout.templateId'),
    navigations: readArray(layout.navigations, 'layout.navigations', (value, where) => {
      const navigation = readObject(value, where);
      return {
        identifier: readString(navigation.identifier, `${where}.identifier`),
        links: readArray(navigation.links, `${where}.links`, readNavigationItem),
      };
    }),
  };
}

function readLanguages(data: unknown): SiteLanguage[] {
  return readArray(readObject(data, 'answer').languages, 'languages', (value, where) => {
    const language = readObject(value, where);
    return {
      code: readString(language.code, `${where}.code`),
      name: readString(language.name, `${where}.name`),
      isDefault: readBoolean(language.isDefault, `${where}.isDefault`),
    };
  });
}

/** The site calls of one client. */
export function createSiteApi(transport: Transport) {
  const call = callsOf(transport, SITE_CALLS);
  return {
    /** GET /api/site-header-footer: the header and the footer. */
    getHeaderFooter(): Promise<HeaderFooter> {
      return call('site.getHeaderFooter', {}, (data) => {
        const object = readObject(data, 'answer');
        return { header: readJsonObject(object.header, 'header'), footer: readJsonObject(object.footer, 'footer') };
      });
    },
    /** PUT /api/site-header-footer: saves the header and the footer. */
    putHeaderFooter(headerFooter: HeaderFooter): Promise<void> {
      return call('site.putHeaderFooter', { json: headerFooter }, ignoreAnswer);
    },
    /** GET /api/multilingual/settings (answer not shown in the spec: JSON). */
    getMultilingualSettings(): Promise<JsonObject> {
      return call('site.getMultilingualSettings', {}, (data) => readJsonObject(data, 'settings'));
    },
    /** GET /api/multilingual/status (answer not shown in the spec: JSON). */
    getMultilingualStatus(): Promise<JsonObject> {
      return call('site.getMultilingualStatus', {}, (data) => readJsonObject(data, 'status'));
    },
    /** GET /api/multilingual/languages: the languages list. */
    getLanguages(): Promise<SiteLanguage[]> {
      return call('site.getLanguages', {}, readLanguages);
    },
    /** PUT /api/multilingual/languages: replaces the languages list. */
    putLanguages(languages: readonly SiteLanguage[]): Promise<void> {
      return call('site.putLanguages', { json: { languages } }, ignoreAnswer);
    },
    /** DELETE /api/multilingual/connection: disconnects multilingual. */
    deleteMultilingualConnection(): Promise<void> {
      return call('site.deleteMultilingualConnection', {}, ignoreAnswer);
    },
    /** GET /api/commondata/GetSiteLayout: the layout, main navigation first. */
    getSiteLayout(): Promise<SiteLayout> {
      return call('site.getSiteLayout', {}, readLayout);
    },
    /** POST /api/widget/UpdateNavigation: replaces the items of the navigation named by fieldName. */
    updateNavigation(request: UpdateNavigationRequest): Promise<void> {
      return call('site.updateNavigation', { json: request }, ignoreAnswer);
    },
  };
}
