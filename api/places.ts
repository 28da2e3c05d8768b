/**
 * Address lookup (shopper spec, calls, rendering spec, calls): suggestions for what a visitor types, and the
 * details of one place, which carry a tracking context (productPage, productSection). The spec does
 * not show the answers; the shapes here are the library's.
 */
import { callsOf, type Transport } from './http.ts';
import { readArray, readObject, readString } from './parse.ts';
import type { EndpointFields } from './endpoints.ts';

/** The places rows of the call table (api/endpoints.ts): what the transport needs to make each call. */
export const PLACES_CALLS = {
  'places.autocomplete': { method: 'GET', path: '/api/google-maps/places/autocomplete', domain: 'shopper' },
  'places.details': { method: 'GET', path: '/api/google-maps/places/details', domain: 'shopper' },
} as const satisfies Record<string, EndpointFields>;

/** One address suggestion. */
export interface PlacePrediction {
  placeId: string;
  description: string;
}

/** A place's address, split into the parts an address field has. */
export interface PlaceDetails {
  placeId: string;
  formattedAddress: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  region: string;
  postalCode: string;
  country: string;
}

/** Where a details lookup happens, for tracking (shopper spec, calls). */
export interface PlacesTrackingContext {
  productPage: string;
  productSection: string;
}

function readPrediction(value: unknown, where: string): PlacePrediction {
  const object = readObject(value, where);
  return { placeId: readString(object.placeId, `${where}.placeId`), description: readString(object.description, `${where}.description`) };
}

function readDetails(value: unknown): PlaceDetails {
  const object = readObject(value, 'place');
  const text = (key: keyof PlaceDetails) => readString(object[key], `place.${key}`);
  return {
    placeId: text('placeId'),
    formattedAddress: text('formattedAddress'),
    addressLine1: text('addressLine1'),
    addressLine2: text('addressLine2'),
    city: text('city'),
    region: text('region'),
    postalCode: text('postalCode'),
    country: text('country'),
  };
}

/** The address-lookup calls of one client. */
export function createPlacesApi(transport: Transport) {
  const call = callsOf(transport, PLACES_CALLS);
  return {
    /** GET /api/google-maps/places/autocomplete: suggestions for the text typed so far; `signal` cancels a superseded lookup. */
    autocomplete(query: { input: string; sessionToken?: string }, options: { signal?: AbortSignal } = {}): Promise<PlacePrediction[]> {
      return call('places.autocomplete', { query, ...(options.signal ? { signal: options.signal } : {}) }, (data) =>
        readArray(readObject(data, 'answer').predictions, 'predictions', readPrediction),
      );
    },
    /** GET /api/google-maps/places/details: one place, with the tracking context. */
    details(query: { placeId: string; sessionToken?: string }, tracking: PlacesTrackingContext): Promise<PlaceDetails> {
      return call('places.details', { query: { ...query, ...tracking } }, readDetails);
    },
  };
}
