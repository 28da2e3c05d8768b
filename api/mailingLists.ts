/**
 * The site owner's mailing lists, which the form builder's storage fieldset offers (rendering spec, entities,
 * error catalogue). The spec shows no call for them: a library call, so the builder works in the catalogue; a host
 * site maps it onto its own backend.
 */
import { callsOf, type Transport } from './http.ts';
import { readArray, readObject, readString } from './parse.ts';
import type { EndpointFields } from './endpoints.ts';

/** The mailingLists rows of the call table (api/endpoints.ts): what the transport needs to make each call. */
export const MAILING_LISTS_CALLS = {
  /** Not from the spec: the owner's mailing lists, for the form builder's storage (library call, see api/mailingLists.ts). */
  'mailingLists.list': { method: 'GET', path: '/api/mailing-lists', domain: 'builder' },
} as const satisfies Record<string, EndpointFields>;

/** One mailing list a form can send its submissions to. */
export interface MailingList {
  id: string;
  /** The list's name as the owner gave it (text). */
  name: string;
}

function readMailingList(value: unknown, where: string): MailingList {
  const object = readObject(value, where);
  return { id: readString(object.id, `${where}.id`), name: readString(object.name, `${where}.name`) };
}

/** The mailing-list calls of one client. */
export function createMailingListsApi(transport: Transport) {
  const call = callsOf(transport, MAILING_LISTS_CALLS);
  return {
    /** Not in the spec: the owner's mailing lists, in the order the backend keeps them. */
    list(): Promise<MailingList[]> {
      return call('mailingLists.list', {}, (data) => readArray(readObject(data, 'answer').lists, 'lists', readMailingList));
    },
  };
}

/** The mailing-list calls {@link createMailingListsApi} makes. */
export type MailingListsApi = ReturnType<typeof createMailingListsApi>;
