/**
 * Issue 18, the API client: whatever the server (or the network, or the page's cookies) does, a call
 * rejects with an ApiError carrying a spec message (shopper.md §8) — never a RangeError or TypeError.
 */
import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../api/client.ts';
import type { ApiClientOptions } from '../../api/http.ts';
import { failureOf } from '../../api/testing.ts';
import { SOMETHING_WENT_WRONG_MESSAGE, UNABLE_TO_LOAD_RESULTS_MESSAGE } from '../../logic/apiErrors.ts';
import { deepArrayJson, deepObjectJson } from './support/index.ts';

/** A client whose fetch answers `body` with `status` to every call. */
function answering(body: string, status = 200, options: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    fetch: () => Promise.resolve(new Response(body, { status, headers: { 'Content-Type': 'application/json' } })),
    baseUrl: 'https://shop.example.com',
    getCookie: () => undefined,
    reportError: () => undefined,
    ...options,
  });
}

describe('deeply nested answers (issue 18)', () => {
  it.each([
    ['objects', deepObjectJson(100_000)],
    ['arrays in an object', `{"a":${deepArrayJson(100_000)}}`],
  ])('100,000 nested %s: an ApiError with the spec message, not a RangeError', async (_name, body) => {
    const client = answering(body);
    const schema = await failureOf(client.rendering.getTemplateSchema('page'));
    expect(schema).toMatchObject({ kind: 'invalid-response', message: UNABLE_TO_LOAD_RESULTS_MESSAGE });
    const preferences = await failureOf(client.preferences.get('shop'));
    expect(preferences).toMatchObject({ kind: 'invalid-response', message: SOMETHING_WENT_WRONG_MESSAGE });
  });

  it('an answer nested as deep as a real one is still read', async () => {
    const client = answering(deepObjectJson(50));
    await expect(client.rendering.getTemplateSchema('page')).resolves.toHaveProperty('a');
  });
});
