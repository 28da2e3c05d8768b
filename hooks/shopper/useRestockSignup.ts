'use client';

import { useCallback, useRef, useState } from 'react';
import { errorMessage } from '../../api/errors.ts';
import { createInventoryApi } from '../../api/inventory.ts';
import { useApiModule } from '../shared/useApiClient.tsx';
import { API_ERROR_MESSAGE_STRINGS } from '../../logic/shared/apiErrors.ts';
import { useStrings } from '../shared/useLocalizedStrings.tsx';

/** Where a restock signup is: not sent, on its way, saved, or refused. */
export type RestockSignupStatus = 'idle' | 'submitting' | 'signed-up' | 'failed';

/** One signup: the visitor's email and opt-in, for the product's variants that are out of stock. */
export interface RestockSignupRequest {
  itemId: string;
  /** The variants to be told about (restockSkus in logic/shopper/merchandising). */
  skus: readonly string[];
  email: string;
  isJoinMailingList: boolean;
}

/** What {@link useRestockSignup} gives. */
export interface RestockSignup {
  status: RestockSignupStatus;
  /** Why the last signup failed, in the shopper's words (the API error's message). */
  error: string | null;
  /** Sends the signup (one call per variant); resolves true once every call succeeded. Ignored while one is on its way. */
  signUp(request: RestockSignupRequest): Promise<boolean>;
}

/**
 * The restock (back-in-stock) signup of rendering spec, calls: posts the email and isJoinMailingList through
 * the inventory API, once per variant asked about, and keeps the outcome. A second submit while one
 * is on its way is ignored. The form checks its captcha before calling it and resets the captcha when
 * it resolves false; no captcha token is sent, since the restock call carries email and
 * isJoinMailingList only (rendering spec, calls).
 */
export function useRestockSignup(): RestockSignup {
  const inventory = useApiModule('inventory', createInventoryApi);
  const strings = useStrings(API_ERROR_MESSAGE_STRINGS);
  const [status, setStatus] = useState<RestockSignupStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  const sending = useRef(false);

  const signUp = useCallback(
    async ({ itemId, skus, email, isJoinMailingList }: RestockSignupRequest) => {
      if (sending.current) return false;
      sending.current = true;
      setStatus('submitting');
      setError(null);
      try {
        await Promise.all(skus.map((sku) => inventory.signUpForRestock({ itemId, sku, email: email.trim(), isJoinMailingList })));
        setStatus('signed-up');
        return true;
      } catch (failure) {
        setError(errorMessage(failure, strings));
        setStatus('failed');
        return false;
      } finally {
        sending.current = false;
      }
    },
    [inventory, strings],
  );

  return { status, error, signUp };
}
