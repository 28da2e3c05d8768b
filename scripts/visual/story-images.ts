/**
 * One pass over every story of the built catalogue, in Chromium (three pages at once on two cores or
 * more, each showing its share of the stories one after another): `npm test`'s test of the stories.
 * - it finished: its render and play function ran to their end, and the accessibility addon's axe
 *   run after the play found no violation (scripts/visual/catalogue.ts, recordStoryOutcomes);
 * - its images: waits until the story has finished (loaders, render, play function), lets every
 *   `<img>` load (lazy ones too) and fails the story if any has `naturalWidth === 0` — a broken-image
 *   icon. It runs against the full build (scripts/visual/catalogue.ts), where the Pages/ stories once lost
 *   the image service to the docs step;
 * - what a screenshot cannot show (scripts/visual/story-rules.ts), at each width: nothing `hidden`, collapsed
 *   or in an unselected tab is displayed, no text is cut off by its own box, and at 375 px the page does
 *   not scroll sideways; and nothing was logged as a console error or warning while it was on screen
 *   (unless it is tagged `logs-to-console`, a story about such a message);
 * - how it looks (visual regression): a screenshot at 1280 px, then at 375 px (the same
 *   render, the viewport resized), and for the Pages/ stories both again in the boutique theme, each
 *   compared with its baseline in tests/visual/ (scripts/visual/visual-compare.ts; what makes screenshots
 *   repeatable is in scripts/visual/visual-page.ts). What differs goes to reports/visual/index.html.
 * `--no-build` reuses storybook-static/ (npm test builds it once per run); `--update` writes the
 * baselines that are new or changed and deletes those of stories that are gone; `--no-visual` checks
 * images only; `--only <text>` shows only the stories whose id contains the text.
 */
import { availableParallelism } from 'node:os';
import { chromium, type Page } from 'playwright';
import { serveDirectory } from '../../features/support/server.ts';
import { catalogueStories, previewUrl, recordStoryOutcomes, showStory, storyFinished, storyOutcome, STORYBOOK_DIR, type StoryIndexEntry } from './catalogue.ts';
import { CHROMIUM_ARGS, chromiumEnv } from './chromium.ts';
import { formatTally, type Tally } from '../runner/run.ts';
import { displayProblemsOnPage } from './story-rules.ts';
import { lookTwiceIfDifferent, VISUAL_REPORT_DIR, VISUAL_WIDTHS, VisualBaselines, type Look, type Shot, type StoryLooks } from './visual-compare.ts';
import {
  fixPageTime,
  freezeTimers,
  resizeFrozen,
  restTimers,
  stableCapture,
  stillPage,
  thawTimers,
  VISUAL_CHROMIUM_ARGS,
  VISUAL_CONTEXT_OPTIONS,
  VISUAL_TIME,
} from './visual-page.ts';

/**
 * In the page: makes every lazy image load now, waits until each image has loaded or failed, and
 * returns the addresses of those that show nothing (`naturalWidth === 0`). The page keeps every image
 * it has shown, so an image an earlier story loaded would show here even if this story's backend no
 * longer answers for it: each image is also loaded again at an address of its own (the image service
 * ignores the extra query parameter), and fails if that copy shows nothing. The address is made
 * unique by `nonce`, from Node: the page's own clock stands still (scripts/visual/visual-page.ts).
 */
async function brokenImagesOnPage(nonce: string): Promise<string[]> {
  const settled = (image: HTMLImageElement) =>
    image.complete
      ? Promise.resolve()
      : new Promise<void>((done) => {
          image.addEventListener('load', () => done(), { once: true });
          image.addEventListener('error', () => done(), { once: true });
        });
  const images = Array.from(document.images);
  for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
  await Promise.all(images.map(settled));
  const broken = images.filter((image) => image.naturalWidth === 0).map((image) => image.currentSrc || image.src || image.outerHTML.slice(0, 160));
  const fresh = await Promise.all(
    images
      .filter((image) => image.naturalWidth > 0 && /^https?:/.test(image.currentSrc))
      .map(async (image, index) => {
        const address = new URL(image.currentSrc);
        address.searchParams.set('vitrine-image-check', `${nonce}-${index}`);
        const copy = new Image();
        copy.src = address.href;
        await settled(copy);
        return copy.naturalWidth === 0 ? `${image.currentSrc} (loaded afresh)` : null;
      }),
  );
  return [...broken, ...fresh.filter((address): address is string => address !== null)];
}

/** The phone's width of {@link VISUAL_WIDTHS}, where a page must not scroll sideways. */
const PHONE_WIDTH = Math.min(...VISUAL_WIDTHS);

/** The theme the Pages/ stories are also compared in (the catalogue's `theme` global). */
const SECOND_THEME = 'boutique';

/**
 * The tag of a story whose play function ends amid timed feedback it is not about (an add's
 * "Adding..." and "Added!", the added-to-cart popover's 3 s): its picture is taken at rest, once
 * that feedback has run out (`REST_TIMERS_MS`, scripts/visual/visual-page.ts), so how long the play took does not show.
 */
export const LOOKS_AT_REST_TAG = 'looks-at-rest';

/**
 * The tag of a story about motion (a slideshow's autoplay, which never runs under reduced motion): the
 * pass, which otherwise asks for reduced motion, shows it with the visitor's preference left open.
 */
export const LOOKS_WITH_MOTION_TAG = 'looks-with-motion';

/**
 * The tag of a story about a message the library writes to the console on purpose (an image refused
 * with the spec's words, a developer's misuse reported): its console errors and warnings are expected.
 * Any other story that logs one fails.
 */
export const LOGS_TO_CONSOLE_TAG = 'logs-to-console';

/**
 * Console messages that are not a story's fault, each for its reason: Chromium's report of a request
 * that failed (a story of a failure scenario makes them on purpose; a call no handler answers is an
 * error of the mock backend already); the library's own report of a failed call or a dropped event
 * (the same failures, in the library's words); Storybook's notice when a story's action spy is first
 * called; and what Chromium and Storybook say of a deliberately sandboxed preview frame (the template
 * playground's: it refuses the template's scripts, and Storybook's channel cannot post to it).
 */
const NOT_THE_STORYS = [
  /^Failed to load resource:/,
  /^\[vitrine\/api\] /,
  /^Accessing the Story Store is deprecated/,
  /^Blocked script execution in 'about:(srcdoc|blank)' because the document's frame is sandboxed/,
  /^Failed to execute 'postMessage' on 'DOMWindow': .* recipient window's origin \('null'\)/,
];

/** How many console messages of one story are named in its failure. */
const CONSOLE_LINES_NAMED = 3;

/** The stories also shown in {@link SECOND_THEME}: whole pages, where a theme shows everywhere at once. */
const isPageStory = (story: StoryIndexEntry) => story.id.startsWith('pages-');

/**
 * How many pages show stories at once, each in its own browser context: one more than the machine
 * has cores, at most three. A page waits part of its time (its answers, frames, a screenshot's trip),
 * and the machine idles whenever most pages wait at once. The whole pass on 2 idle cores: three pages
 * 319 s (the machine 16% idle), four 264 and 284 s (8–9% idle), five 280 and 286 s (4% idle). Four
 * is not taken: with four and with five, Shopper/ProductGallery › Zoom Factor Two came out with its
 * zoomed edges drawn differently (12 pixels), once each in about five passes; with three, under load,
 * Hover Zoom once in three runs (the second look in checkStoryImages is for those).
 */
const PAGES_AT_ONCE = Math.min(3, availableParallelism() + 1);

/** The stories dealt out to `count` pages in turn, so each page gets some of every kind. */
function sharesOf<T>(stories: readonly T[], count: number): T[][] {
  const shares: T[][] = Array.from({ length: Math.max(1, count) }, () => []);
  stories.forEach((story, index) => shares[index % shares.length]?.push(story));
  return shares;
}

/** What one pass does besides the image check. */
export interface StoryPassOptions {
  /** Build the catalogue first. */
  build: boolean;
  /** Compare screenshots with the baselines. @default true */
  visual?: boolean;
  /** Write new and changed baselines and delete stale ones instead of failing on them. @default false */
  update?: boolean;
  /** Show only the stories whose id contains this text (stale baselines are then not judged). */
  only?: string;
  /** Given, each story's time on screen (both widths, all checks) is added to it, in milliseconds. */
  timings?: Array<{ name: string; ms: number }>;
  /** Show only these stories, by id (stale baselines are then not judged). */
  ids?: readonly string[];
  /** The browser's environment. @default chromiumEnv(): the project's fonts alone (scripts/visual/chromium.ts) */
  env?: Record<string, string | undefined>;
  /** Where the report of what differs goes. @default VISUAL_REPORT_DIR */
  reportDir?: string;
}

/**
 * Shows one story at the first width with the page's timers running, then freezes them: the story
 * stays as its play function left it (or, tagged looks-at-rest, as it is once its timed feedback has
 * run out) while it is checked and screenshot.
 */
async function showFrozen(page: Page, story: StoryIndexEntry): Promise<void> {
  await resizeFrozen(page, VISUAL_WIDTHS[0]);
  await page.emulateMedia({ reducedMotion: story.tags?.includes(LOOKS_WITH_MOTION_TAG) ? 'no-preference' : 'reduce' });
  await thawTimers(page);
  await showStory(page, story.id);
  // A story whose play threw (left half-way, not the state its picture is of) or that axe found
  // violations in fails here, and is not pictured.
  const outcome = await storyOutcome(page, story.id);
  if (outcome?.status === 'error') {
    throw new Error(`it failed in the built catalogue (so it was not pictured): ${outcome.error ?? 'a check of it failed'}`);
  }
  await freezeTimers(page);
  if (story.tags?.includes(LOOKS_AT_REST_TAG)) await restTimers(page);
}

/**
 * Shows the story on screen at every width: checks the display rules there (scripts/visual/story-rules.ts;
 * sideways scrolling at the phone's width only) and, with `baselines`, screenshots it and compares the
 * picture with its baseline. Returns why any rule failed, and the pictures (recorded by {@link recordLooks}).
 */
async function lookAtWidths(page: Page, story: StoryIndexEntry, baselines: VisualBaselines | null, theme?: string): Promise<StoryLooks> {
  const problems: string[] = [];
  const looks: Look[] = [];
  for (const width of VISUAL_WIDTHS) {
    await resizeFrozen(page, width);
    const broken = await page.evaluate(displayProblemsOnPage, { overflow: width === PHONE_WIDTH });
    problems.push(...broken.map((problem) => `at ${width} px${theme ? `, ${theme} theme` : ''}, ${problem}`));
    if (!baselines) continue;
    const shot: Shot = { storyId: story.id, width, ...(theme ? { theme } : {}) };
    let last: Look | null = null;
    const png = await stableCapture(page, (candidate) => {
      last = { shot, png: candidate, comparison: baselines.compare(shot, candidate) };
      return last.comparison.status === 'same';
    });
    const known = last as Look | null;
    looks.push(known?.png === png ? known : { shot, png, comparison: baselines.compare(shot, png) });
  }
  return { problems, looks };
}

/** Records a story's pictures against their baselines; returns why any failed. */
function recordLooks(baselines: VisualBaselines, story: StoryIndexEntry, looks: readonly Look[]): string[] {
  return looks.flatMap(({ shot, png, comparison }) => baselines.record(shot, `${story.title} › ${story.name}`, png, comparison) ?? []);
}

/** The baselines of a story that failed before its screenshots: kept as they are (the story's failure says why). */
function keepLooks(baselines: VisualBaselines, story: StoryIndexEntry, theme?: string): void {
  for (const width of VISUAL_WIDTHS) baselines.keep({ storyId: story.id, width, ...(theme ? { theme } : {}) });
}

/** Loads the catalogue's preview on a story with the given globals, with time fixed and motion off. */
async function openPreview(page: Page, baseUrl: string, storyId: string, globals: Record<string, string> = {}): Promise<void> {
  // The clock replays its history on a new document; it ends fixed and running.
  await thawTimers(page);
  await page.clock.setFixedTime(VISUAL_TIME);
  await page.goto(previewUrl(baseUrl, storyId, globals));
  await stillPage(page);
  // Finished before it is shown: showStory then waits for this render instead of asking for it again.
  await storyFinished(page, storyId);
}

/**
 * Checks every story's images and, unless `visual` is false, how it looks; prints what failed and
 * returns the tally (one per story, and one per stale baseline).
 */
export async function checkStoryImages({ build, visual = true, update = false, only, timings, ids, env = chromiumEnv(), reportDir = VISUAL_REPORT_DIR }: StoryPassOptions): Promise<Tally> {
  const catalogue = await catalogueStories({ build, what: 'story image' });
  if (!catalogue) return { passed: 0, failed: 1, skipped: 0 };
  const stories = catalogue.stories.filter((story) => (only === undefined || story.id.includes(only)) && (ids === undefined || ids.includes(story.id)));
  const unknown = ids?.filter((id) => !catalogue.stories.some((story) => story.id === id)) ?? [];
  for (const id of unknown) console.error(`${id}: no such story in the catalogue`);
  const problems = new Map<StoryIndexEntry, string[]>(stories.map((story) => [story, []]));
  const fail = (story: StoryIndexEntry, error: unknown) =>
    problems.get(story)?.push(error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error));
  const baselines = new VisualBaselines({ update, reportDir });
  const server = await serveDirectory(STORYBOOK_DIR);
  const browser = await chromium.launch({ executablePath: catalogue.executablePath, args: [...CHROMIUM_ARGS, ...VISUAL_CHROMIUM_ARGS], env });
  /**
   * A page in a browser context of its own (its own mock backend, a service worker, and storage),
   * with the catalogue's preview loaded on a story, time fixed and story outcomes recorded.
   */
  const newStoryPage = async (storyId: string, globals: Record<string, string> = {}): Promise<Page> => {
    const page = await (await browser.newContext(VISUAL_CONTEXT_OPTIONS)).newPage();
    await fixPageTime(page);
    await recordStoryOutcomes(page);
    await openPreview(page, server.url, storyId, globals);
    return page;
  };
  /** The stories that looked different once and the same when shown again, with what differed the first time. */
  const secondLooks: string[] = [];
  /**
   * The story on `page` looked at every width, with a second look on a fresh page for a picture that
   * differs (lookTwiceIfDifferent). The one kind of picture seen to differ by chance: a zoomed
   * product image whose edges Chromium drew a few pixels differently under load
   * (Shopper/ProductGallery › Hover Zoom in one of three loaded runs of npm test; Zoom Factor Two in
   * about one pass in five with four pages at once), the same stories matching in the other runs.
   * Each second look that mended one is printed, so a story that needs them is seen.
   */
  const lookAt = async (page: Page, story: StoryIndexEntry, theme?: string): Promise<string[]> => {
    const first = await lookAtWidths(page, story, visual ? baselines : null, theme);
    const again = () =>
      lookAgainOnAFreshPage(story, theme).catch((error: unknown) => {
        console.error(`${story.title} › ${story.name}: no second look: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
        return null;
      });
    const { counted, mended } = await lookTwiceIfDifferent(first, again, { update });
    if (mended.length > 0) secondLooks.push(`${story.title} › ${story.name}${theme ? ` (${theme} theme)` : ''}: ${mended.join('; ')}`);
    return [...counted.problems, ...recordLooks(baselines, story, counted.looks)];
  };
  const lookAgainOnAFreshPage = async (story: StoryIndexEntry, theme?: string) => {
    const page = await newStoryPage(story.id, theme ? { theme } : {});
    try {
      await showFrozen(page, story);
      return await lookAtWidths(page, story, baselines, theme);
    } finally {
      await page.context().close();
    }
  };
  /** One page's share of the pass: its stories shown one after another, then its page stories in the second theme. */
  const showShare = async (share: readonly StoryIndexEntry[], logs: Map<StoryIndexEntry, string[]>) => {
    if (!share[0]) return;
    const page = await newStoryPage(share[0].id);
    // What the page logs while a story is on screen is that story's.
    let shown: StoryIndexEntry | null = null;
    page.on('console', (message) => {
      if (!shown || (message.type() !== 'error' && message.type() !== 'warning') || shown.tags?.includes(LOGS_TO_CONSOLE_TAG)) return;
      if (NOT_THE_STORYS.some((pattern) => pattern.test(message.text()))) return;
      const lines = logs.get(shown) ?? [];
      lines.push(`console.${message.type()}: ${message.text().replace(/\s+/g, ' ').slice(0, 300)}`);
      logs.set(shown, lines);
    });
    for (const story of share) {
      shown = story;
      const from = Date.now();
      try {
        await showFrozen(page, story);
        const broken = await page.evaluate(brokenImagesOnPage, `${story.id}-${Date.now()}`);
        if (broken.length > 0) fail(story, `${broken.length} broken image(s): ${broken.join(', ')}`);
        problems.get(story)?.push(...(await lookAt(page, story)));
      } catch (error) {
        fail(story, error);
        keepLooks(baselines, story);
      }
      timings?.push({ name: `${story.title} › ${story.name}`, ms: Date.now() - from });
    }
    shown = null;
    // The second theme is a global of the preview: one load with it set, then the page stories in place.
    const pageStories = visual ? share.filter(isPageStory) : [];
    if (pageStories[0]) {
      await resizeFrozen(page, VISUAL_WIDTHS[0]);
      await openPreview(page, server.url, pageStories[0].id, { theme: SECOND_THEME });
      for (const story of pageStories) {
        shown = story;
        try {
          await showFrozen(page, story);
          problems.get(story)?.push(...(await lookAt(page, story, SECOND_THEME)));
        } catch (error) {
          fail(story, error);
          keepLooks(baselines, story, SECOND_THEME);
        }
      }
      shown = null;
    }
  };
  const logs = new Map<StoryIndexEntry, string[]>();
  try {
    await Promise.all(sharesOf(stories, PAGES_AT_ONCE).map((share) => showShare(share, logs)));
  } finally {
    await browser.close();
    await server.close();
  }
  for (const [story, lines] of logs) {
    const more = lines.length > CONSOLE_LINES_NAMED ? ` (and ${lines.length - CONSOLE_LINES_NAMED} more)` : '';
    problems.get(story)?.push(`it logged ${lines.slice(0, CONSOLE_LINES_NAMED).join('; ')}${more}`);
  }
  for (const line of secondLooks) console.log(`Looked different once, the same when shown again on a fresh page: ${line}`);
  const tally: Tally = { passed: 0, failed: unknown.length, skipped: 0 };
  for (const [story, found] of problems) {
    if (found.length === 0) tally.passed += 1;
    else {
      tally.failed += 1;
      console.error(`${story.title} › ${story.name}: ${found.join('; ')}`);
    }
  }
  if (visual) {
    const summary = baselines.finish({ complete: only === undefined && ids === undefined });
    if (update) {
      console.log(`Visual baselines: ${summary.written} written, ${summary.stale.length} deleted (tests/visual/).`);
      if (summary.contactSheet) console.log(`Look at each before you commit them: ${summary.contactSheet} (new, replaced and difference)`);
    }
    else {
      for (const file of summary.stale) console.error(`tests/visual/${file}: a baseline with no story left: run npm run test:visual -- --update`);
      tally.failed += summary.stale.length;
    }
    if (summary.report) console.error(`Visual differences: ${summary.report} (actual, expected and diff images in ${reportDir}/)`);
  }
  return tally;
}

if (import.meta.main) {
  const onlyAt = process.argv.indexOf('--only');
  const tally = await checkStoryImages({
    build: !process.argv.includes('--no-build'),
    visual: !process.argv.includes('--no-visual'),
    update: process.argv.includes('--update'),
    ...(onlyAt > 0 && process.argv[onlyAt + 1] ? { only: process.argv[onlyAt + 1] } : {}),
  });
  console.log(`Stories: play, axe, looks: ${formatTally(tally)}`);
  process.exitCode = tally.failed > 0 ? 1 : 0;
}
