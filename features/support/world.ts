import { After, AfterAll, Before, BeforeAll, setDefaultTimeout, setWorldConstructor, World, type IWorldOptions } from '@cucumber/cucumber';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright';
import { readFile } from 'node:fs/promises';
import { CHROMIUM_ARGS, chromiumEnv, findChromium, NO_CHROMIUM_MESSAGE } from '../../scripts/visual/chromium.ts';
import { previewUrl, STORY_POLL_MS, STORY_TIMEOUT_MS, storyFinished } from '../../scripts/visual/catalogue.ts';
import { HELD_ANSWERS_GLOBAL } from '../../mocks/hold.ts';
import type { EndpointId } from '../../api/endpoints.ts';
import { readSentCall, type SentCall } from './calls.ts';
import { failsScenario } from './pageErrors.ts';
import { serveDirectory } from './server.ts';

setDefaultTimeout(20_000);

const STORYBOOK_DIR = process.env.STORYBOOK_DIR ?? 'storybook-static';

/**
 * The global that leaves the accessibility addon's axe run to the panel's button: every story's axe
 * check is the stories' pass's (scripts/visual/story-images.ts), and a scenario would only wait for it (0.2 s).
 */
const NO_AXE = { 'a11y.manual': '!true' };

interface StoryIndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

let browser: Browser | undefined;
let server: { url: string; close: () => Promise<void> } | undefined;
let stories: StoryIndexEntry[] = [];

BeforeAll(async function () {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(NO_CHROMIUM_MESSAGE);
  server = await serveDirectory(STORYBOOK_DIR);
  const index = JSON.parse(await readFile(`${STORYBOOK_DIR}/index.json`, 'utf8')) as { entries: Record<string, StoryIndexEntry> };
  stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
  browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, env: chromiumEnv() });
});

AfterAll(async function () {
  await browser?.close();
  await server?.close();
});

/** The state of one scenario: its own browser context and page, opened on a story. */
export class VitrineWorld extends World {
  page!: Page;
  /** The context this scenario opened for itself (a @clock scenario), closed at its end. */
  ownContext: BrowserContext | null = null;
  /** Uncaught errors the page threw; any one fails the scenario. */
  pageErrors: string[] = [];
  /** State for steps that test a rule directly, without a page. */
  subject: Record<string, unknown> = {};
  /** The mock backend's failure scenario for the stories this scenario opens (mocks/scenarios.ts). */
  backend: string | null = null;
  /** The id of the story this scenario opened last. */
  storyId: string | null = null;
  /** True in a scenario tagged @clock: the page's time moves only when a step moves it. */
  fakeClock = false;
  /** Requests the page sent during this scenario and has not yet heard back from. */
  private readonly pending = new Set<Request>();
  /** Every request the page sent since the scenario began, in order (features/support/calls.ts). */
  sent: SentCall[] = [];
  private readonly onPageError = (error: Error) => {
    if (failsScenario(error.message)) this.pageErrors.push(error.message);
  };
  private readonly onRequest = (request: Request) => {
    this.pending.add(request);
    this.sent.push(readSentCall(request));
  };
  // Only this scenario's own requests count: an answer to one the last scenario sent may still arrive.
  private readonly onRequestDone = (request: Request) => this.pending.delete(request);

  /** Takes the page this scenario runs on and starts listening to it. */
  usePage(page: Page, ownContext: BrowserContext | null): void {
    this.page = page;
    this.ownContext = ownContext;
    page.on('pageerror', this.onPageError);
    page.on('request', this.onRequest);
    page.on('requestfinished', this.onRequestDone);
    page.on('requestfailed', this.onRequestDone);
  }

  /**
   * The page as this scenario leaves it is fit for the next story in place: still on the preview,
   * every call answered and no answer held back.
   */
  async leftQuiet(): Promise<boolean> {
    if (this.pending.size > 0 || !this.page.url().includes('/iframe.html')) return false;
    const held = await this.page.evaluate((name) => Number((globalThis as Record<string, unknown>)[name] ?? 0), HELD_ANSWERS_GLOBAL).catch(() => 1);
    return held === 0;
  }

  /** Stops listening to the page and closes the context this scenario opened, if any. */
  async releasePage(): Promise<void> {
    this.page.off('pageerror', this.onPageError);
    this.page.off('request', this.onRequest);
    this.page.off('requestfinished', this.onRequestDone);
    this.page.off('requestfailed', this.onRequestDone);
    await this.ownContext?.close();
  }

  constructor(options: IWorldOptions) {
    super(options);
  }

  /** Opens a story by its catalogue title and name, e.g. ("Shopper/ProductPrice", "On Sale"). */
  async openStory(title: string, name: string): Promise<void> {
    const story = stories.find((entry) => entry.title === title && entry.name === name);
    if (!story) {
      const names = stories.filter((entry) => entry.title === title).map((entry) => `"${entry.name}"`);
      throw new Error(
        names.length > 0
          ? `"${title}" has no story named "${name}"; it has ${names.join(', ')}.`
          : `The catalogue has no component titled "${title}".`,
      );
    }
    if (!server) throw new Error('The Storybook server is not running.');
    this.storyId = story.id;
    if (!this.backend && this.page === sharedPage && sharedPreviewReusable && (await switchStoryInPlace(this.page, story.id))) return;
    // A scenario that picks the backend starts from the story as rendered, without its play function:
    // the play was written for the story's own backend (embed=true is Storybook's switch for that).
    const backend: Record<string, string> = this.backend ? { backend: encodeURIComponent(this.backend) } : {};
    await this.page.goto(`${previewUrl(server.url, story.id, { ...backend, ...NO_AXE })}${this.backend ? '&embed=true' : ''}`);
    // The story's play function is part of the starting state: the scenario acts once it has ended.
    await storyFinished(this.page, story.id);
    // The shared page's preview, loaded with the default backend, can show the next story in place.
    if (this.page === sharedPage) sharedPreviewReusable = !this.backend;
    if (this.fakeClock) await this.stopTheClock();
  }

  /**
   * Gives the open story new args, as the catalogue's Controls panel does (any JSON value, e.g. a
   * whole product), and resolves once the story has rendered with them.
   */
  async updateArgs(updatedArgs: Record<string, unknown>): Promise<void> {
    const storyId = this.storyId;
    if (!storyId) throw new Error('No story is open.');
    // The preview keeps a story's updated args for as long as the page lives.
    if (this.page === sharedPage) sharedPreviewReusable = false;
    await this.page.evaluate(
      async ({ storyId, updatedArgs }) => {
        const preview = (window as { __STORYBOOK_PREVIEW__?: { onUpdateArgs(update: { storyId: string; updatedArgs: Record<string, unknown> }): Promise<void> } })
          .__STORYBOOK_PREVIEW__;
        if (!preview) throw new Error('This page is not the Storybook preview.');
        await preview.onUpdateArgs({ storyId, updatedArgs });
      },
      { storyId, updatedArgs },
    );
    await this.quiet();
  }

  /**
   * Waits until the page has heard back from every call it made (the answer arrived) and has done
   * what that, or the last step, set off: the page's tasks run until two rounds in a row change
   * nothing on the page. A negative step calls it before it checks, once, that something is absent:
   * checked any earlier, an absence holds only because the thing has not happened yet.
   */
  async settle(): Promise<void> {
    await this.answersIn();
    await this.quiet();
  }

  /**
   * Waits until every answer the page asked for has come, except those the mock backend holds back
   * on purpose (mocks/hold.ts: a `slow` delay runs on the page's clock, a never-answered call never
   * comes), which the page counts. A state, not a length of time: on a slow machine it waits longer.
   */
  async answersIn(): Promise<void> {
    for (let polls = 0; ; polls += 1) {
      const held = await this.page.evaluate((name) => Number((globalThis as Record<string, unknown>)[name] ?? 0), HELD_ANSWERS_GLOBAL);
      if (this.pending.size <= held) return;
      // A bound on a wait, not a timing: an answer that never comes is the failure to report.
      if (polls > 500) throw new Error(`The page is still waiting for ${this.pending.size - held} answer(s).`);
      await new Promise((done) => setTimeout(done, 20));
    }
  }

  /**
   * The calls of one kind the page sent since the scenario began, once every answer is in (so a
   * "nothing was sent" step checks after the page has had its chance to send).
   */
  async callsSent(id: EndpointId): Promise<SentCall[]> {
    await this.settle();
    return this.sent.filter((call) => call.id === id);
  }

  /** Lets the page run its queued tasks until two rounds in a row change nothing on it. */
  async quiet(): Promise<void> {
    // No named functions inside: tsx would wrap them in a helper the page does not have.
    await this.page.evaluate(async () => {
      let changes = 0;
      const observer = new MutationObserver((records) => {
        changes += records.length;
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      try {
        for (let quiet = 0, rounds = 0; quiet < 2 && rounds < 200; rounds += 1) {
          changes = 0;
          // A message through a MessageChannel runs after the tasks already queued (React's renders
          // among them); Playwright's clock does not hold it back.
          await new Promise<void>((done) => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => done();
            channel.port2.postMessage(null);
          });
          quiet = changes === 0 ? quiet + 1 : 0;
        }
      } finally {
        observer.disconnect();
      }
    });
  }

  /**
   * Moves the page's clock forward. Answers already on their way are let in first (a shopper's
   * second passes after the store has answered), all but those the mock backend holds on this very
   * clock (a `slow` backend's delay arrives only once time moves).
   */
  async passTime(ms: number): Promise<void> {
    await this.answersIn();
    // One round trip, so the page has handled what it just received before its time moves.
    await this.page.evaluate(() => undefined);
    await this.page.clock.runFor(ms);
    // What the time set off (a timer's render) is done before the next step looks; an answer still
    // on its way may need more time, so this does not wait for answers.
    await this.quiet();
  }

  /**
   * Stops the page's clock where it is: from now on its time passes only by `When N seconds pass`.
   * The clock ran with real time while the story loaded, so it may overtake the time just read;
   * then read it again.
   */
  private async stopTheClock(): Promise<void> {
    for (let attempt = 0; ; attempt += 1) {
      const now = await this.page.evaluate(() => Date.now());
      try {
        await this.page.clock.pauseAt(now + 100);
        return;
      } catch (error) {
        if (attempt >= 5) throw error;
      }
    }
  }
}

setWorldConstructor(VitrineWorld);

const CONTEXT_OPTIONS = { viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' } as const;

/**
 * One page serves every scenario without a fake clock, going from story to story: the preview it
 * loaded shows the next scenario's story in place, as the catalogue's sidebar does (about a tenth of
 * a page load), and a page that navigates still loads a story in half the time a new one takes. A
 * @clock scenario gets a page of its own, because an installed clock cannot be taken off again.
 */
let sharedPage: Page | undefined;

/**
 * The shared page's preview can show the next story in place: it was loaded with the default
 * backend, and the last scenario on it passed, left no call unanswered and no answer held (a held
 * answer is counted in the page, which a story switched in place keeps), stayed on the preview and
 * changed no story's args (the preview keeps them). Otherwise the next scenario loads the page anew.
 */
let sharedPreviewReusable = false;

/** The page global counting the stories the preview has finished (see {@link countFinishedStories}). */
const FINISHED_STORIES = '__vitrineFinishedStories';

/**
 * Counts, in every document of the context, each story the preview finishes (loaders, render, play
 * function): Storybook's `storyFinished` event, sent again when a story is remounted.
 */
async function countFinishedStories(context: BrowserContext): Promise<void> {
  // Given as text: the test runner's transform would name the setter with a helper the page lacks.
  await context.addInitScript({
    content: `(() => {
      let channel;
      window[${JSON.stringify(FINISHED_STORIES)}] = 0;
      Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
        configurable: true,
        get: () => channel,
        set: (value) => {
          channel = value;
          value.on('storyFinished', () => { window[${JSON.stringify(FINISHED_STORIES)}] += 1; });
        },
      });
    })();`,
  });
}

/**
 * Shows a story in the preview already on the page (the same story is remounted: its loaders, render
 * and play function run again) and resolves once it has finished; false, having done nothing, when
 * the page holds no preview.
 */
async function switchStoryInPlace(page: Page, storyId: string): Promise<boolean> {
  type Preview = {
    currentRender?: { id: string; phase?: string };
    onSetCurrentStory(selection: { storyId: string; viewMode: 'story' }): Promise<void>;
    onForceRemount(selection: { storyId: string }): Promise<void>;
  };
  const before = await page
    .evaluate(
      ({ id, name }) => {
        const preview = (window as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__;
        const count = (window as unknown as Record<string, unknown>)[name];
        if (!preview || typeof count !== 'number') return null;
        if (preview.currentRender?.id === id) void preview.onForceRemount({ storyId: id });
        else void preview.onSetCurrentStory({ storyId: id, viewMode: 'story' });
        return count;
      },
      { id: storyId, name: FINISHED_STORIES },
    )
    .catch(() => null);
  if (before === null) return false;
  await page.waitForFunction(
    ({ id, name, before }) => {
      const render = (window as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__?.currentRender;
      return Number((window as unknown as Record<string, unknown>)[name]) > before && render?.id === id && render.phase === 'finished';
    },
    { id: storyId, name: FINISHED_STORIES, before },
    { timeout: STORY_TIMEOUT_MS, polling: STORY_POLL_MS },
  );
  return true;
}

async function pageForScenario(withClock: boolean): Promise<{ page: Page; own: BrowserContext | null }> {
  if (!browser) throw new Error('The browser did not start.');
  if (withClock) {
    const own = await browser.newContext(CONTEXT_OPTIONS);
    const page = await own.newPage();
    await page.clock.install();
    return { page, own };
  }
  if (!sharedPage || sharedPage.isClosed()) {
    const context = await browser.newContext(CONTEXT_OPTIONS);
    await countFinishedStories(context);
    sharedPage = await context.newPage();
    sharedPreviewReusable = false;
  } else {
    // Nothing a previous scenario stored is left for this one.
    await sharedPage.context().clearCookies();
    await sharedPage.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    }).catch(() => undefined);
    await sharedPage.setViewportSize(CONTEXT_OPTIONS.viewport);
  }
  return { page: sharedPage, own: null };
}

Before(async function (this: VitrineWorld, { pickle }) {
  // Time-dependent flows run on Playwright's clock: it runs while the story loads, then stands
  // still (see openStory) and the scenario moves it forward itself.
  this.fakeClock = pickle.tags.some((tag) => tag.name === '@clock');
  const { page, own } = await pageForScenario(this.fakeClock);
  this.usePage(page, own);
});

After(async function (this: VitrineWorld, { result }) {
  if (result?.status === 'FAILED' && this.page) {
    const screenshot = await this.page.screenshot({ fullPage: true }).catch(() => undefined);
    if (screenshot) this.attach(screenshot, 'image/png');
  }
  if (this.page === sharedPage && sharedPreviewReusable) {
    sharedPreviewReusable = result?.status === 'PASSED' && this.pageErrors.length === 0 && (await this.leftQuiet());
  }
  await this.releasePage();
  if (this.pageErrors.length > 0) {
    throw new Error(`The page threw: ${this.pageErrors.join('; ')}`);
  }
});
