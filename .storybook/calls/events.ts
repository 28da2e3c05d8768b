/** What the "Calls" panel's two sides share: the channel events and the shape of one call (no runtime imports, so the manager bundles nothing of the preview). */
import type { EndpointId } from '../../api/endpoints.ts';

/** One call the story made. */
export interface LoggedCall {
  /** The call table's id (api/endpoints.ts), or null for another API request the mock answered. */
  endpoint: EndpointId | null;
  method: string;
  path: string;
  /** The answer's status; null while it has not come. */
  status: number | null;
  /** What was sent, shortened. */
  body: string;
}

/** Channel events between the preview and the manager's panel. */
export const CALLS_EVENTS = { update: 'vitrine/calls/update', request: 'vitrine/calls/request' } as const;
