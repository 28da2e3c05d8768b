/**
 * The loader of the add's network half on a page with no cart (issue 19: a thin add-to-cart button):
 * loaded once, a failed load refused with the given message and tried again at the next press.
 */
import { describe, expect, it, vi } from 'vitest';
import { CART_PLEASE_TRY_AGAIN } from '../logic/cart.ts';
import { canvasTote } from '../mocks/fixtures/catalogue.ts';
import { createSubmissionLoader, type SubmissionModule } from './addToCartLoader.ts';
import type { AddToCartSubmission } from './addToCartSubmit.ts';

const submission: AddToCartSubmission = {
  product: canvasTote,
  choice: { attributes: {}, quantity: '1', denomination: null },
  context: 'detail',
  additionalFields: null,
  overrides: {},
  onSending: () => undefined,
};

function fakeModule(): SubmissionModule {
  return { submitWithoutCart: vi.fn(async () => ({ type: 'options-needed' as const })) };
}

describe('issue 19 §1: the add-to-cart button loads its calls only on a page with no cart, when needed', () => {
  it('loads the module once, however often it is prepared and pressed', async () => {
    const module = fakeModule();
    const load = vi.fn(async () => module);
    const loader = createSubmissionLoader(load);
    expect(load).not.toHaveBeenCalled();
    loader.prepare();
    loader.prepare();
    await expect(loader.submit(submission, null, CART_PLEASE_TRY_AGAIN)).resolves.toEqual({ type: 'options-needed' });
    await loader.submit(submission, null, CART_PLEASE_TRY_AGAIN);
    expect(load).toHaveBeenCalledOnce();
    expect(module.submitWithoutCart).toHaveBeenCalledTimes(2);
    expect(module.submitWithoutCart).toHaveBeenCalledWith(submission, null);
  });

  it('refuses a press whose code cannot be loaded with the given message, and loads again at the next press', async () => {
    const module = fakeModule();
    const load = vi.fn<() => Promise<SubmissionModule>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(module);
    const loader = createSubmissionLoader(load);
    await expect(loader.submit(submission, null, CART_PLEASE_TRY_AGAIN)).resolves.toEqual({ type: 'refused', message: CART_PLEASE_TRY_AGAIN });
    expect(module.submitWithoutCart).not.toHaveBeenCalled();
    await expect(loader.submit(submission, null, CART_PLEASE_TRY_AGAIN)).resolves.toEqual({ type: 'options-needed' });
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
    await expect(loader.submit(submission, null, CART_PLEASE_TRY_AGAIN)).resolves.toEqual({ type: 'options-needed' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
