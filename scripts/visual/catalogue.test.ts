/**
 * What a story's recorded finish means for `npm test`'s pass over the stories (scripts/visual/story-images.ts):
 * a play that threw, or an axe run that found violations, fails the story, saying why. And how the
 * pass shows a story: the story already on screen is waited for, not asked for again.
 */
import type { Page } from 'playwright';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { outcomeOf, showStory, type FinishedStory } from './catalogue.ts';

const clean: FinishedStory = { status: 'success', reports: [{ type: 'a11y', status: 'passed', violations: [] }] };

describe('outcomeOf', () => {
  it('passes a story that finished with every check passed', () => {
    expect(outcomeOf(clean)).toEqual({ status: 'success' });
    expect(outcomeOf({ status: 'success', reports: [] })).toEqual({ status: 'success' });
  });

  it('fails a story whose play threw, though Storybook said "success" (the catalogue does not rethrow)', () => {
    const thrown = '\u001b[31mexpect(element).toHaveAttribute("data-state", "ready")\u001b[39m\n\n  Expected: "ready"\n  Received: "loading"\n  at play (Captcha.stories.tsx:58)';
    expect(outcomeOf({ ...clean, thrown })).toEqual({
      status: 'error',
      error: 'expect(element).toHaveAttribute("data-state", "ready") Expected: "ready" Received: "loading"',
    });
  });

  it('keeps at most 240 characters of what was thrown, and names an error with no message', () => {
    expect(outcomeOf({ ...clean, thrown: 'x'.repeat(1000) }).error).toBe('x'.repeat(240));
    expect(outcomeOf({ ...clean, thrown: '\n \n' })).toEqual({ status: 'error', error: 'an error' });
  });

  it('fails a story axe found violations in, naming each rule and how many nodes broke it', () => {
    const finished: FinishedStory = {
      status: 'error',
      reports: [{ type: 'a11y', status: 'failed', violations: [{ id: 'button-name', nodes: 1 }, { id: 'color-contrast', nodes: 3 }] }],
    };
    expect(outcomeOf(finished)).toEqual({ status: 'error', error: 'a11y check failed: button-name (1), color-contrast (3)' });
  });

  it('does not fail a story for a report that only warns (a11y test: "todo")', () => {
    const finished: FinishedStory = { status: 'success', reports: [{ type: 'a11y', status: 'warning', violations: [{ id: 'region', nodes: 2 }] }] };
    expect(outcomeOf(finished)).toEqual({ status: 'success' });
  });

  it('fails a story Storybook itself says errored, with nothing more to tell', () => {
    expect(outcomeOf({ status: 'error', reports: [] })).toEqual({ status: 'error' });
  });

  it('reports what was thrown before a failed report: the play ended early, so its checks saw a half-way story', () => {
    const finished: FinishedStory = {
      status: 'error',
      thrown: 'Unable to find role="alert"',
      reports: [{ type: 'a11y', status: 'failed', violations: [{ id: 'label', nodes: 1 }] }],
    };
    expect(outcomeOf(finished)).toEqual({ status: 'error', error: 'Unable to find role="alert"' });
  });
});

/**
 * A stand-in for a Playwright page on the catalogue's preview: `evaluate` and `waitForFunction` run
 * their function here, against a `window` whose preview has `current` on screen, finished.
 */
function previewPage(current: string) {
  const preview = {
    currentRender: { id: current, phase: 'finished' },
    onSetCurrentStory: vi.fn(async ({ storyId }: { storyId: string }) => {
      preview.currentRender = { id: storyId, phase: 'finished' };
    }),
  };
  vi.stubGlobal('window', { __STORYBOOK_PREVIEW__: preview });
  const run = async (fn: (arg: string) => unknown, arg: string) => fn(arg);
  const page = {
    evaluate: run,
    waitForFunction: async (fn: (arg: string) => unknown, arg: string) => {
      for (let tries = 0; tries < 10; tries += 1) if (await fn(arg)) return;
      throw new Error('never true');
    },
  };
  return { page: page as unknown as Page, preview };
}

describe('showStory', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the preview for a story that is not on screen, and waits for it', async () => {
    const { page, preview } = previewPage('shopper-cart--empty');
    await showStory(page, 'pages-error-page--crashed');
    expect(preview.onSetCurrentStory).toHaveBeenCalledExactlyOnceWith({ storyId: 'pages-error-page--crashed', viewMode: 'story' });
  });

  it('does not ask again for the story the page loaded with: the request would hide it for a moment and take its focus', async () => {
    const { page, preview } = previewPage('pages-error-page--crashed');
    await showStory(page, 'pages-error-page--crashed');
    expect(preview.onSetCurrentStory).not.toHaveBeenCalled();
  });
});
