/**
 * Test support for API suites (not part of `vitrine/api`): a client of the mock backend's origin, and
 * the ApiError a refused call rejects with.
 */
import { expect } from 'vitest';
import { createApiClient } from './client.ts';
import { ApiError } from './errors.ts';

/** The origin the mock backend answers in Node tests. */
export const TEST_ORIGIN = 'http://shop.test';

/** A client of the mock backend, with no cookies. */
export function testClient() {
  return createApiClient({ fetch: (input, init) => fetch(input, init), baseUrl: TEST_ORIGIN, getCookie: () => undefined });
}

/** The ApiError a call rejects with; fails the test if it resolves or rejects with anything else. */
export async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}
