/**
 * The loader of the add's checks and calls (a thin add-to-cart button): loaded once, a
 * press run within the call once loaded, a failed load told at the press and tried again at the next.
 */
import { describe, expect, it, vi } from 'vitest';
import { canvasTote } from '../../mocks/fixtures/catalogue.ts';
import { createSubmissionLoader, type SubmissionModule } from './addToCartLoader.ts';
import type { AddToCartPressContext } from './addToCartSubmit.ts';
import type { UseAddToCartOptions } from './useAddToCart.ts';
import { ADD_TO_CART_FLOW_STRINGS } from '../../logic/shopper/addToCartFlow.ts';

const options: UseAddToCartOptions = { product: canvasTote };
const press: AddToCartPressContext = {
  dispatch: () => undefined,
  strings: ADD_TO_CART_FLOW_STRINGS,
  overrides: {},
  cart: null,
  client: null,
  pressed: { current: false },
};

function fakeModule() {
  return { pressAddToCart: vi.fn(async () => ({ type: 'options-needed' as const })) } satisfies SubmissionModule;
}

describe('the add-to-cart button loads its checks and calls apart, once', () => {
  it('loads the module once, however often it is prepared and pressed', async () => {
    const module = fakeModule();
    const load = vi.fn(async () => module);
    const loader = createSubmissionLoader(load);
    expect(load).not.toHaveBeenCalled();
    loader.prepare();
    loader.prepare();
    await expect(loader.press(options, press)).resolves.toEqual({ type: 'options-needed' });
    await loader.press(options, press);
    expect(load).toHaveBeenCalledOnce();
    expect(module.pressAddToCart).toHaveBeenCalledTimes(2);
    expect(module.pressAddToCart).toHaveBeenCalledWith(options, press);
  });

  it('once loaded, runs a press within the call (so "Adding…" shows at the press itself)', async () => {
    const module = fakeModule();
    const loader = createSubmissionLoader(async () => module);
    const pending = loader.press(options, press);
    expect(module.pressAddToCart).not.toHaveBeenCalled();
    await pending;
    void loader.press(options, press);
    expect(module.pressAddToCart).toHaveBeenCalledTimes(2);
  });

  it('rejects a press whose module cannot be loaded, and loads again at the next press', async () => {
    const module = fakeModule();
    const load = vi.fn<() => Promise<SubmissionModule>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(module);
    const loader = createSubmissionLoader(load);
    await expect(loader.press(options, press)).rejects.toThrow('Failed to fetch');
    expect(module.pressAddToCart).not.toHaveBeenCalled();
    await expect(loader.press(options, press)).resolves.toEqual({ type: 'options-needed' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a failed prepare is not reported, and the press after it loads again', async () => {
    const module = fakeModule();
    const load = vi.fn<() => Promise<SubmissionModule>>().mockRejectedValueOnce(new TypeError('offline')).mockResolvedValue(module);
    const loader = createSubmissionLoader(load);
    loader.prepare();
    expect(load).toHaveBeenCalledOnce();
    // Every promise callback queued so far has run once a task queued after them runs.
    await new Promise((settled) => setTimeout(settled, 0));
    await expect(loader.press(options, press)).resolves.toEqual({ type: 'options-needed' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
