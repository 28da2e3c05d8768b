/**
 * Every story of the built catalogue shows its images: shows each story of storybook-static/ in one
 * Chromium page, waits until the story has finished (loaders, render, play function), lets every
 * `<img>` load (lazy ones too) and fails the story if any has `naturalWidth === 0` — a broken-image icon.
 * It runs against the full build (scripts/catalogue.ts), where the Pages/ stories once lost the image
 * service to the docs step. `--no-build` reuses storybook-static/ (npm test builds it once per run).
 */
import { chromium, type Page } from 'playwright';
import { serveDirectory } from '../features/support/server.ts';
import { buildCatalogue, catalogueEntries, STORYBOOK_DIR, type StoryIndexEntry } from './catalogue.ts';
import { CHROMIUM_ARGS, findChromium, NO_CHROMIUM_MESSAGE } from './chromium.ts';
import { formatTally, type Tally } from './run.ts';

/** How long one story may take to finish (loaders, render, play function, checks) before it fails. */
const STORY_TIMEOUT_MS = 60_000;

/** The Storybook preview of the iframe (storybook/preview-api PreviewWeb): the story on screen, and how to show another. */
interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id?: string; phase?: string };
    onSetCurrentStory(selection: { storyId: string; viewMode: 'story' }): Promise<void>;
  };
}

/**
 * In the page: makes every lazy image load now, waits until each image has loaded or failed, and
 * returns the addresses of those that show nothing (`naturalWidth === 0`). The page keeps every image
 * it has shown, so an image an earlier story loaded would show here even if this story's backend no
 * longer answers for it: each image is also loaded again at an address of its own (the image service
 * ignores the extra query parameter), and fails if that copy shows nothing.
 */
async function brokenImagesOnPage(): Promise<string[]> {
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
        address.searchParams.set('vitrine-image-check', `${Date.now()}-${index}`);
        const copy = new Image();
        copy.src = address.href;
        await settled(copy);
        return copy.naturalWidth === 0 ? `${image.currentSrc} (loaded afresh)` : null;
      }),
  );
  return [...broken, ...fresh.filter((address): address is string => address !== null)];
}

/**
 * Shows one story the way the catalogue's sidebar does (the preview switches stories in place: no
 * page load per story), waits until it has finished (loaders, render, play function) and returns its
 * broken images.
 */
async function brokenImagesOf(page: Page, story: StoryIndexEntry): Promise<string[]> {
  await page.evaluate((storyId) => {
    const preview = (window as PreviewWindow).__STORYBOOK_PREVIEW__;
    if (!preview) throw new Error('This page is not the Storybook preview.');
    void preview.onSetCurrentStory({ storyId, viewMode: 'story' });
  }, story.id);
  await page.waitForFunction(
    (id) => {
      const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
      return render?.id === id && render.phase === 'finished';
    },
    story.id,
    { timeout: STORY_TIMEOUT_MS, polling: 50 },
  );
  return page.evaluate(brokenImagesOnPage);
}

/** Checks every story's images; prints each broken one and returns the tally (one per story). */
export async function checkStoryImages({ build }: { build: boolean }): Promise<Tally> {
  const tally: Tally = { passed: 0, failed: 0, skipped: 0 };
  if (build && !(await buildCatalogue())) {
    console.error('Storybook did not build, so no story image could be checked.');
    return { passed: 0, failed: 1, skipped: 0 };
  }
  const executablePath = findChromium();
  if (!executablePath) {
    console.error(NO_CHROMIUM_MESSAGE);
    return { passed: 0, failed: 1, skipped: 0 };
  }
  let entries: StoryIndexEntry[];
  try {
    entries = catalogueEntries();
  } catch (error) {
    console.error(`No built catalogue to check (${error instanceof Error ? error.message : String(error)}): build it with \`npm run build-storybook\`.`);
    return { passed: 0, failed: 1, skipped: 0 };
  }
  if (!entries.some((entry) => entry.type === 'docs')) {
    console.error(`${STORYBOOK_DIR} has no docs pages: it was built with --test, which skips the docs step. Build it with \`npm run build-storybook\`.`);
    return { passed: 0, failed: 1, skipped: 0 };
  }
  const stories = entries.filter((entry) => entry.type === 'story');
  const server = await serveDirectory(STORYBOOK_DIR);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' })).newPage();
    // The accessibility check is the stories' own test (npm run test:stories); here it would only cost time.
    await page.goto(`${server.url}/iframe.html?id=${encodeURIComponent(stories[0]?.id ?? '')}&viewMode=story&globals=a11y.manual:!true`);
    for (const story of stories) {
      try {
        const broken = await brokenImagesOf(page, story);
        if (broken.length === 0) tally.passed += 1;
        else {
          tally.failed += 1;
          console.error(`${story.title} › ${story.name}: ${broken.length} broken image(s): ${broken.join(', ')}`);
        }
      } catch (error) {
        tally.failed += 1;
        console.error(`${story.title} › ${story.name}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  return tally;
}

if (import.meta.main) {
  const tally = await checkStoryImages({ build: !process.argv.includes('--no-build') });
  console.log(`Story images: ${formatTally(tally)}`);
  process.exitCode = tally.failed > 0 ? 1 : 0;
}
