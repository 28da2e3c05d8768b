/**
 * The built catalogue (storybook-static/) that the features and the image check run against: the
 * same full `storybook build` designers open (`npm run build-storybook`), docs step included.
 * `storybook build --test` skips that step, and a bug of the real catalogue hid behind it (the
 * docs step wrote a meta's `parameters` over a spread one), so the tests never use it.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright';
import { findChromium, NO_CHROMIUM_MESSAGE } from './chromium.ts';
import { bin, run } from '../runner/run.ts';

/** Where the catalogue is built and served from. */
export const STORYBOOK_DIR = process.env.STORYBOOK_DIR ?? 'storybook-static';

/** One entry of the built catalogue's index.json. */
export interface StoryIndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  /** The story's tags (Storybook's and the story file's own). */
  tags?: string[];
}

/** Builds the catalogue; resolves to true when it built. */
export async function buildCatalogue(): Promise<boolean> {
  const code = await run(bin('storybook'), ['build', '-o', STORYBOOK_DIR, '--quiet']);
  return code === 0;
}

/** Every entry of the built catalogue's index. */
export function catalogueEntries(directory = STORYBOOK_DIR): StoryIndexEntry[] {
  const index = JSON.parse(readFileSync(`${directory}/index.json`, 'utf8')) as { entries: Record<string, StoryIndexEntry> };
  return Object.values(index.entries);
}

/** How long one story may take to finish (loaders, render, play function, checks) before it fails. */
export const STORY_TIMEOUT_MS = 60_000;

/**
 * How often a wait for a story to finish looks again, in milliseconds. A look is one cheap property
 * read; at 50 ms a story stayed on screen 25 ms longer on average after it had finished. With the
 * screenshots' frames cut down at the same time (scripts/visual/visual-page.ts), a 161-story sample
 * shown on one page took 87 s instead of 104 s.
 */
export const STORY_POLL_MS = 10;

/** The Storybook preview of the iframe (storybook/preview-api PreviewWeb): the story on screen, and how to show another. */
interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id?: string; phase?: string };
    onSetCurrentStory(selection: { storyId: string; viewMode: 'story' }): Promise<void>;
  };
  /** Storybook's channel between preview and manager; the preview sets it as it boots. */
  __STORYBOOK_ADDONS_CHANNEL__?: StoryChannel;
  /** How each story shown on this page last finished, by id, as recorded (read by {@link storyOutcome}). */
  __vitrineStoryOutcomes?: Record<string, FinishedStory>;
}

interface StoryChannel {
  on(event: 'storyFinished', listener: (finished: { storyId: string; status: 'success' | 'error'; reporters?: StoryReport[] }) => void): void;
  on(event: 'playFunctionThrewException' | 'storyThrewException', listener: (error: { message?: string }) => void): void;
  on(event: 'unhandledErrorsWhilePlaying', listener: (errors: Array<{ message?: string }>) => void): void;
}

/** A report of a check run after a story's play, as Storybook sends it (the a11y addon's: axe's violations). */
interface StoryReport {
  type: string;
  status: string;
  result?: { violations?: Array<{ id: string; nodes?: unknown[] }> };
}

/** How a story finished, as the page records it: Storybook's status, what it threw, and its checks' reports. */
export interface FinishedStory {
  status: 'success' | 'error';
  /** The message of the first error its render or play threw (or that the play did not catch). */
  thrown?: string;
  /** Each report: its type ('a11y'), status ('passed', 'failed', 'warning') and the rules broken, with how many nodes broke each. */
  reports: Array<{ type: string; status: string; violations: Array<{ id: string; nodes: number }> }>;
}

/** How a story finished: `error` when its render or play function threw (with the start of what it threw), or a report of its checks failed. */
export interface StoryOutcome {
  status: 'success' | 'error';
  error?: string;
}

// The escape character an ANSI colour starts with (an expect() failure's message carries them).
// eslint-disable-next-line no-control-regex -- matching that escape character is the point
const ANSI_COLOUR = /\u001b\[\d+m/g;

/**
 * What a recorded finish means for a check of the story. The catalogue's play functions do not
 * rethrow (parameters.throwPlayFunctionExceptions is false outside a test run), so Storybook's status
 * says "success" after a play that threw: what it threw makes it an error, its first three lines on
 * one (at most 240 characters). A failed report makes it an error too, naming the rules it found
 * broken ("a11y check failed: button-name (1)"); a report only warned of ('todo') does not.
 */
export function outcomeOf(finished: FinishedStory): StoryOutcome {
  if (finished.thrown !== undefined) {
    const lines = finished.thrown.replace(ANSI_COLOUR, '').split('\n');
    return { status: 'error', error: lines.map((line) => line.trim()).filter(Boolean).slice(0, 3).join(' ').slice(0, 240) || 'an error' };
  }
  const failed = finished.reports
    .filter((report) => report.status === 'failed')
    .map((report) => {
      const rules = report.violations.map((violation) => `${violation.id} (${violation.nodes})`).join(', ');
      return `${report.type} check failed${rules ? `: ${rules}` : ''}`;
    });
  if (failed.length > 0) return { status: 'error', error: failed.join('; ') };
  return { status: finished.status };
}

/**
 * Before the catalogue loads: records how every story shown on the page finishes, from Storybook's own
 * events (what it threw, storyFinished with its checks' reports), so a check that looks at a story can
 * tell a play function that threw, or a story axe found violations in, from one that reached its end
 * cleanly ({@link storyOutcome}). Set on the page's context, so every page load of it records too: the
 * first story of a page finishes before any script run after the load could listen. The page only
 * records; what the record means is decided here ({@link outcomeOf}).
 */
export async function recordStoryOutcomes(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    const scope = window as PreviewWindow;
    const finished: Record<string, FinishedStory> = {};
    scope.__vitrineStoryOutcomes = finished;
    let channel: StoryChannel | undefined;
    // What the story being shown threw; Storybook sends it before the story's storyFinished.
    let thrown: string | undefined;
    Object.defineProperty(scope, '__STORYBOOK_ADDONS_CHANNEL__', {
      configurable: true,
      get: () => channel,
      set(value: StoryChannel) {
        channel = value;
        const remember = (error: { message?: string }) => {
          thrown ??= String(error?.message ?? 'an error').slice(0, 4000);
        };
        value.on('playFunctionThrewException', remember);
        value.on('storyThrewException', remember);
        value.on('unhandledErrorsWhilePlaying', (errors) => remember({ message: `an error the play did not catch: ${errors[0]?.message ?? ''}` }));
        value.on('storyFinished', ({ storyId, status, reporters }) => {
          finished[storyId] = {
            status,
            ...(thrown !== undefined ? { thrown } : {}),
            reports: (reporters ?? []).map((report) => ({
              type: String(report.type),
              status: String(report.status),
              violations: (report.result?.violations ?? []).map((violation) => ({ id: String(violation.id), nodes: violation.nodes?.length ?? 0 })),
            })),
          };
          thrown = undefined;
        });
      },
    });
  });
}

/**
 * What a check of every story needs before it opens a browser: the built catalogue (built first when
 * `build` is true), full (docs step included), and a Chromium. Prints what is missing and returns null
 * when something is; `what` names the check in those messages ("story image").
 */
export async function catalogueStories({ build, what }: { build: boolean; what: string }): Promise<{ stories: StoryIndexEntry[]; executablePath: string } | null> {
  if (build && !(await buildCatalogue())) {
    console.error(`Storybook did not build, so no ${what} could be checked.`);
    return null;
  }
  const executablePath = findChromium();
  if (!executablePath) {
    console.error(NO_CHROMIUM_MESSAGE);
    return null;
  }
  let entries: StoryIndexEntry[];
  try {
    entries = catalogueEntries();
  } catch (error) {
    console.error(`No built catalogue to check (${error instanceof Error ? error.message : String(error)}): build it with \`npm run build-storybook\`.`);
    return null;
  }
  if (!entries.some((entry) => entry.type === 'docs')) {
    console.error(`${STORYBOOK_DIR} has no docs pages: it was built with --test, which skips the docs step. Build it with \`npm run build-storybook\`.`);
    return null;
  }
  return { stories: entries.filter((entry) => entry.type === 'story'), executablePath };
}

/**
 * The address that opens the catalogue's preview on a story with the given toolbar globals. The
 * accessibility addon checks every story shown there after its play (axe; a violation makes the
 * story's outcome an error, {@link recordStoryOutcomes}).
 */
export function previewUrl(baseUrl: string, storyId: string, globals: Record<string, string> = {}): string {
  const all = Object.entries(globals).map(([name, value]) => `${name}:${value}`);
  return `${baseUrl}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story${all.length > 0 ? `&globals=${all.join(';')}` : ''}`;
}

/**
 * Shows one story the way the catalogue's sidebar does (the preview switches stories in place: no
 * page load per story) and resolves once it has finished (loaders, render, play function). The story
 * already on screen (the one the page loaded with) is only waited for: asked for again, the preview
 * would not render it anew, but it would still start its 100 ms "preparing" timer, and on a busy
 * machine that timer hides the story for a moment — which takes the focus from whatever had it
 * (a focused error page then lost its focus ring in a loaded run).
 */
export async function showStory(page: Page, storyId: string): Promise<void> {
  await page.evaluate((id) => {
    const preview = (window as PreviewWindow).__STORYBOOK_PREVIEW__;
    if (!preview) throw new Error('This page is not the Storybook preview.');
    if (preview.currentRender?.id === id) return;
    void preview.onSetCurrentStory({ storyId: id, viewMode: 'story' });
  }, storyId);
  await storyFinished(page, storyId);
}

/**
 * How the story on the page last finished, on a page set up with {@link recordStoryOutcomes} (a story
 * shown again in place without rendering anew keeps its outcome); null when nothing was recorded.
 */
export async function storyOutcome(page: Page, storyId: string): Promise<StoryOutcome | null> {
  const finished = await page.evaluate((id) => (window as PreviewWindow).__vitrineStoryOutcomes?.[id] ?? null, storyId);
  return finished ? outcomeOf(finished) : null;
}

/**
 * Resolves once the story on the page has finished: loaders, render and play function (a play that
 * throws finishes too: the stories' own test reports it, and {@link storyOutcome} tells). A play function still running would act
 * on the page at the same time as whoever looks at it next.
 */
export async function storyFinished(page: Page, storyId: string): Promise<void> {
  await page.waitForFunction(
    (id) => {
      const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === id && render.phase === 'finished';
    },
    storyId,
    { timeout: STORY_TIMEOUT_MS, polling: STORY_POLL_MS },
  );
}
