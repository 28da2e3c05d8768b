/** The owner's mailing lists (library call, api/mailingLists.ts): answers what the store holds. */
import { http, HttpResponse } from 'msw';
import { db } from '../db.ts';

/** Handlers of the mailing-list calls. */
export const mailingListHandlers = [http.get('*/api/mailing-lists', () => HttpResponse.json({ lists: db.mailingLists }))];
