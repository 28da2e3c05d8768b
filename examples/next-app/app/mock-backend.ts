import { getResponse } from 'msw';
import { handlers, imageHandlers } from 'vitrine/mocks';
import { IMAGE_HOST } from 'vitrine/mocks/data';
import { IMAGE_PATH } from './products';

// This server answers the mock backend's handlers itself (msw's getResponse), so the page's first
// calls are answered without a service worker: nothing to race on the first load.

/** The mock backend's answer to a call (`/api/…`), or 404 when it has no such call. */
export async function answerApi(request: Request): Promise<Response> {
  return (await getResponse(handlers, request)) ?? new Response(null, { status: 404 });
}

/** The mock image service's answer to `/images/…`. */
export async function answerImage(request: Request): Promise<Response> {
  const { pathname, search } = new URL(request.url);
  const asked = new Request(`${IMAGE_HOST}${pathname.slice(IMAGE_PATH.length)}${search}`);
  return (await getResponse(imageHandlers, asked)) ?? new Response(null, { status: 404 });
}
