// @vitest-environment jsdom
/** A product's additional-fields form from the page's forms (shopper spec, screens): at once from the page's own, or loaded, failed, and asked again. */
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AdditionalFieldsFormDefinition } from '../../logic/shopper/additionalFields.ts';
import type { Product } from '../../logic/shopper/product.ts';
import { canvasTote } from '../../mocks/fixtures/catalogue.ts';
import { leatherTravelKit } from '../../mocks/fixtures/collection.ts';
import { monogramForm } from '../../mocks/fixtures/forms.ts';
import { AdditionalFieldsFormsContext, useAdditionalFieldsForm, useAdditionalFieldsForms, type AdditionalFieldsFormSource } from './useAdditionalFieldsForm.ts';

const noDialog = () => Promise.reject(new Error('not in this test'));

function withForms(forms: AdditionalFieldsFormSource) {
  return ({ children }: { children: ReactNode }) => (
    <AdditionalFieldsFormsContext.Provider value={{ forms, loadDialog: noDialog }}>{children}</AdditionalFieldsFormsContext.Provider>
  );
}

describe("the page's own forms, keyed by product id", () => {
  it('gives the product its form at once', () => {
    const { result } = renderHook(() => useAdditionalFieldsForm(leatherTravelKit), { wrapper: withForms({ [leatherTravelKit.id]: monogramForm }) });
    expect(result.current).toMatchObject({ status: 'ready', form: monogramForm });
  });

  it('fails for a product the page gives no form for, and for a page that gives none at all', () => {
    expect(renderHook(() => useAdditionalFieldsForm(canvasTote), { wrapper: withForms({ [leatherTravelKit.id]: monogramForm }) }).result.current.status).toBe('failed');
    expect(renderHook(() => useAdditionalFieldsForm(leatherTravelKit)).result.current.status).toBe('failed');
    expect(renderHook(() => useAdditionalFieldsForms()).result.current).toBeNull();
  });

  it('reads only the record’s own keys', () => {
    const product = { ...leatherTravelKit, id: 'constructor' };
    expect(renderHook(() => useAdditionalFieldsForm(product), { wrapper: withForms({}) }).result.current.status).toBe('failed');
  });
});

describe('forms the page loads', () => {
  it('is loading, then ready with what the load gives for the product', async () => {
    const load = vi.fn(async () => monogramForm);
    const { result } = renderHook(() => useAdditionalFieldsForm(leatherTravelKit), { wrapper: withForms(load) });
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', form: monogramForm }));
    expect(load).toHaveBeenCalledWith(leatherTravelKit, expect.any(AbortSignal));
  });

  it('fails when the load fails, and loads again on retry', async () => {
    const load = vi.fn<(product: Product, signal: AbortSignal) => Promise<AdditionalFieldsFormDefinition>>().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(monogramForm);
    const { result } = renderHook(() => useAdditionalFieldsForm(leatherTravelKit), { wrapper: withForms(load) });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    act(() => result.current.retry());
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('drops a load when the caller goes before it answers', async () => {
    let signal: AbortSignal | undefined;
    const load = vi.fn((_product: unknown, given: AbortSignal) => {
      signal = given;
      return new Promise<typeof monogramForm>(() => undefined);
    });
    const { unmount } = renderHook(() => useAdditionalFieldsForm(leatherTravelKit), { wrapper: withForms(load) });
    expect(signal?.aborted).toBe(false);
    unmount();
    expect(signal?.aborted).toBe(true);
  });
});
