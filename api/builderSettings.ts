/**
 * The builder's site settings its pickers read: the fonts an owner may choose and the site's time
 * zone (rendering spec, error catalogue 'Unable to load fonts', 'Failed to load timezone'; constants and limits default America/New_York).
 * The spec shows no call for either: library calls, so the pickers work in the catalogue; a host site
 * maps them onto its own backend.
 */
import { callsOf, type Transport } from './http.ts';
import { readArray, readObject, readString } from './parse.ts';
import type { EndpointFields } from './endpoints.ts';

/** The builderSettings rows of the call table (api/endpoints.ts): what the transport needs to make each call. */
export const BUILDER_SETTINGS_CALLS = {
  /** Not from the spec: the fonts the builder's font picker offers (library call, see api/builderSettings.ts). */
  'builderSettings.listFonts': { method: 'GET', path: '/api/builder/fonts', domain: 'builder' },
  /** Not from the spec: the site's time zone, for the builder's time-zone picker (library call). */
  'builderSettings.getSiteTimeZone': { method: 'GET', path: '/api/builder/site-settings/time-zone', domain: 'builder' },
} as const satisfies Record<string, EndpointFields>;

/** A font the owner may choose. */
export interface BuilderFont {
  /** The CSS family name, also what the picker's value holds. */
  family: string;
  /** A CSS generic family to fall back on (serif, sans-serif, monospace, display, handwriting). */
  category: string;
  /** Where the font file for the picker's preview is. */
  previewUrl: string;
}

function readFont(value: unknown, where: string): BuilderFont {
  const object = readObject(value, where);
  return {
    family: readString(object.family, `${where}.family`),
    category: readString(object.category, `${where}.category`),
    previewUrl: readString(object.previewUrl, `${where}.previewUrl`),
  };
}

/** The builder site-settings calls of one client. */
export function createBuilderSettingsApi(transport: Transport) {
  const call = callsOf(transport, BUILDER_SETTINGS_CALLS);
  return {
    /** Not in the spec: the fonts an owner may choose, answered as `{ fonts }`. */
    listFonts(): Promise<BuilderFont[]> {
      return call('builderSettings.listFonts', {}, (data) => readArray(readObject(data, 'answer').fonts, 'fonts', readFont));
    },
    /** Not in the spec: the site's IANA time zone, answered as `{ timeZone }`. */
    getSiteTimeZone(): Promise<string> {
      return call('builderSettings.getSiteTimeZone', {}, (data) => readString(readObject(data, 'answer').timeZone, 'timeZone'));
    },
  };
}

/** The builder site-settings calls {@link createBuilderSettingsApi} makes. */
export type BuilderSettingsApi = ReturnType<typeof createBuilderSettingsApi>;
