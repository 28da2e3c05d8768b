import { After, AfterAll, Before, BeforeAll, setDefaultTimeout, setWorldConstructor, World, type IWorldOptions } from '@cucumber/cucumber';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { readFile } from 'node:fs/promises';
import { CHROMIUM_ARGS, findChromium, NO_CHROMIUM_MESSAGE } from '../../scripts/chromium.ts';
import { serveDirectory } from './server.ts';

setDefaultTimeout(20_000);

const STORYBOOK_DIR = process.env.STORYBOOK_DIR ?? 'storybook-static';

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
  browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
});

AfterAll(async function () {
  await browser?.close();
  await server?.close();
});

/** The state of one scenario: its own browser context and page, opened on a story. */
export class VitrineWorld extends World {
  context!: BrowserContext;
  page!: Page;
  /** Uncaught errors the page threw; any one fails the scenario. */
  pageErrors: string[] = [];
  /** State for steps that test a rule directly, without a page. */
  subject: Record<string, unknown> = {};
  /** The mock backend's failure scenario for the stories this scenario opens (mocks/scenarios.ts). */
  backend: string | null = null;
  /** True in a scenario tagged @clock: the page's time moves only when a step moves it. */
  fakeClock = false;

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
    const globals = this.backend ? `&globals=backend:${encodeURIComponent(this.backend)}` : '';
    await this.page.goto(`${server.url}/iframe.html?id=${story.id}&viewMode=story${globals}`);
    await this.page.locator('#storybook-root > *').first().waitFor({ state: 'attached' });
    if (this.fakeClock) await this.stopTheClock();
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

Before(async function (this: VitrineWorld, { pickle }) {
  if (!browser) throw new Error('The browser did not start.');
  this.context = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  this.page = await this.context.newPage();
  this.page.on('pageerror', (error) => this.pageErrors.push(error.message));
  // Time-dependent flows run on Playwright's clock: it runs while the story loads, then stands
  // still (see openStory) and the scenario moves it forward itself.
  if (pickle.tags.some((tag) => tag.name === '@clock')) {
    await this.page.clock.install();
    this.fakeClock = true;
  }
});

After(async function (this: VitrineWorld, { result }) {
  if (result?.status === 'FAILED' && this.page) {
    const screenshot = await this.page.screenshot({ fullPage: true }).catch(() => undefined);
    if (screenshot) this.attach(screenshot, 'image/png');
  }
  await this.context?.close();
  if (this.pageErrors.length > 0) {
    throw new Error(`The page threw: ${this.pageErrors.join('; ')}`);
  }
});
