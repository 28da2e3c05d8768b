/**
 * Every story of the built catalogue shows its images: shows each story of storybook-static/ in one
 * Chromium page, waits until the story has finished (loaders, render, play function), lets every
 * `<img>` load (lazy ones too) and fails the story if any has `naturalWidth === 0` — a broken-image icon.
 * It runs against the full build (scripts/catalogue.ts), where the Pages/ stories once lost the image
 * service to the docs step. `--no-build` reuses storybook-static/ (npm test builds it once per run).
 */
import { chromium, type Page } from 'playwright';
import { serveDirectory } from '../features/support/server.ts';
import { catalogueStories, previewUrl, showStory, STORYBOOK_DIR, type StoryIndexEntry } from './catalogue.ts';
import { CHROMIUM_ARGS } from './chromium.ts';
import { formatTally, type Tally } from './run.ts';

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

/** Shows one story, waits until it has finished and returns its broken images. */
async function brokenImagesOf(page: Page, story: StoryIndexEntry): Promise<string[]> {
  await showStory(page, story.id);
  return page.evaluate(brokenImagesOnPage);
}

/** Checks every story's images; prints each broken one and returns the tally (one per story). */
export async function checkStoryImages({ build }: { build: boolean }): Promise<Tally> {
  const tally: Tally = { passed: 0, failed: 0, skipped: 0 };
  const catalogue = await catalogueStories({ build, what: 'story image' });
  if (!catalogue) return { passed: 0, failed: 1, skipped: 0 };
  const { stories, executablePath } = catalogue;
  const server = await serveDirectory(STORYBOOK_DIR);
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' })).newPage();
    await page.goto(previewUrl(server.url, stories[0]?.id ?? ''));
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
