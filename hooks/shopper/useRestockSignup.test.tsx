// @vitest-environment jsdom
/** The restock signup (rendering spec, validation rules, calls) against the mock backend: what it posts, and its failures. */
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { CART_CHECK_CONNECTION } from '../../logic/shopper/cart.ts';
import { EMAIL_FIELD_ERROR } from '../../logic/forms/forms.ts';
import { db } from '../../mocks/db.ts';
import { linenShirt, woolScarf } from '../../mocks/fixtures/catalogue.ts';
import { startMockBackend } from '../../mocks/testing.ts';
import { scenario } from '../../mocks/scenarios.ts';
import { ApiClientProvider } from '../shared/useApiClient.tsx';
import { useRestockSignup } from './useRestockSignup.ts';
import { testClient } from '../../api/testing.ts';

const server = await startMockBackend();

const client = testClient();
const wrapper = ({ children }: { children: ReactNode }) => <ApiClientProvider client={client}>{children}</ApiClientProvider>;

describe('rendering spec, calls the restock form submits email and isJoinMailingList', () => {
  it('posts the trimmed email and the opt-in for each variant asked about, then is signed up', async () => {
    const { result } = renderHook(() => useRestockSignup(), { wrapper });
    expect(result.current.status).toBe('idle');
    let ok = false;
    await act(async () => {
      ok = await result.current.signUp({ itemId: woolScarf.id, skus: ['WS-GREY', 'WS-RUST'], email: ' ada@example.com ', isJoinMailingList: true });
    });
    expect(ok).toBe(true);
    expect(result.current.status).toBe('signed-up');
    expect(result.current.error).toBeNull();
    expect(db.restockSignups).toEqual([
      { itemId: woolScarf.id, sku: 'WS-GREY', email: 'ada@example.com', isJoinMailingList: true },
      { itemId: woolScarf.id, sku: 'WS-RUST', email: 'ada@example.com', isJoinMailingList: true },
    ]);
  });

  it("keeps the server's refusal as the error", async () => {
    const { result } = renderHook(() => useRestockSignup(), { wrapper });
    await act(async () => {
      await result.current.signUp({ itemId: linenShirt.id, skus: ['LS-M-NAVY'], email: 'not an email', isJoinMailingList: false });
    });
    expect(result.current.status).toBe('failed');
    expect(result.current.error).toBe(EMAIL_FIELD_ERROR);
    expect(db.restockSignups).toEqual([]);
  });

  it('asks to check the connection when no answer comes', async () => {
    server.use(...scenario('offline'));
    const { result } = renderHook(() => useRestockSignup(), { wrapper });
    await act(async () => {
      await result.current.signUp({ itemId: linenShirt.id, skus: ['LS-M-NAVY'], email: 'ada@example.com', isJoinMailingList: false });
    });
    expect(result.current.status).toBe('failed');
    expect(result.current.error).toBe(CART_CHECK_CONNECTION);
  });

  it('ignores a second submit while the first is on its way', async () => {
    const { result } = renderHook(() => useRestockSignup(), { wrapper });
    const request = { itemId: linenShirt.id, skus: ['LS-M-NAVY'], email: 'ada@example.com', isJoinMailingList: false };
    let second = true;
    await act(async () => {
      const first = result.current.signUp(request);
      second = await result.current.signUp(request);
      await first;
    });
    expect(second).toBe(false);
    expect(db.restockSignups).toHaveLength(1);
  });
});
