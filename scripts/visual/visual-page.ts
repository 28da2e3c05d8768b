/**
 * The browser side of visual regression: a page whose screenshots come out the same on
 * every run and machine, and the screenshot of the story on screen.
 *
 * - Text: the catalogue loads its own faces (.storybook/preview.tsx), every one of them before the first
 *   story and `document.fonts.ready` before each screenshot; everything else (the generic families, a
 *   form control's default, a sign those faces lack) comes from .storybook/fonts/, the only fonts the
 *   pass's Chromium sees (`chromiumEnv`, scripts/visual/chromium.ts), so the machine's fonts draw nothing.
 * - Motion: `reducedMotion: 'reduce'` (not for a story tagged looks-with-motion, scripts/visual/story-images.ts)
 *   and a stylesheet that turns off every animation, transition and
 *   the text caret; the page's own scrollbar is hidden, so a story lays out at exactly 375 or 1280 px.
 * - Time: `Date` stands still at {@link VISUAL_TIME} (set before the catalogue loads); timers still
 *   run, so stories that wait for a timer still finish. Time zone UTC, locale en-US.
 * - Images: the mock image service answers every image (.storybook/preview.tsx), and every image has
 *   loaded or failed before a screenshot.
 */
import type { BrowserContextOptions, CDPSession, Page } from 'playwright';
import { ADD_TO_CART_TIMINGS, ADDED_POPOVER } from '../../logic/shared/constants.ts';

/** The moment every story sees as "now": a fixed date, so nothing dated moves between runs. */
export const VISUAL_TIME = new Date('2026-03-07T10:00:00Z');

/** The viewport's height at every width (a screenshot is as tall as the story, not the viewport). */
const VIEWPORT_HEIGHT = 800;

/** The browser context of the pass: one size to start with, no motion, one time zone and locale, device pixels = CSS pixels. */
export const VISUAL_CONTEXT_OPTIONS: BrowserContextOptions = {
  viewport: { width: 1280, height: VIEWPORT_HEIGHT },
  deviceScaleFactor: 1,
  reducedMotion: 'reduce',
  colorScheme: 'light',
  timezoneId: 'UTC',
  locale: 'en-US',
};

/** Chromium flags for the same pixels on any machine: sRGB colours, and glyph outlines without the system's hinting. */
export const VISUAL_CHROMIUM_ARGS = ['--force-color-profile=srgb', '--font-render-hinting=none', '--disable-lcd-text'];

/** Injected once per page load: stories switch in place, so it stays for every story shown after. */
const STILL_STYLESHEET = `
*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }
html { scrollbar-width: none !important; }
`;

/**
 * Before the catalogue loads: keeps the page's own requestAnimationFrame (Playwright's clock replaces
 * it with one on its timers, which stand still while a story is frozen), then makes `Date` stand still
 * from the first script on.
 */
export async function fixPageTime(page: Page): Promise<void> {
  await page.context().addInitScript(() => {
    (window as WindowWithFrame).__vitrineFrame = window.requestAnimationFrame.bind(window);
  });
  await page.clock.setFixedTime(VISUAL_TIME);
}

/** The window with the requestAnimationFrame kept by {@link fixPageTime}. */
interface WindowWithFrame extends Window {
  __vitrineFrame?: (callback: FrameRequestCallback) => number;
}

/**
 * Once a story has finished: its timers stop (after {@link SETTLE_TIMERS_MS} more), so what it shows
 * no longer depends on how long the screenshots take (the added-to-cart popover closes on a 3 s
 * timer; a loaded machine took longer than that to screenshot a page). Answers and images still arrive.
 */
export async function freezeTimers(page: Page): Promise<void> {
  // A story's iframe (a video embed, the template playground's preview) replays the clock's history
  // from its own start and has passed VISUAL_TIME, so pausing there fails; the story's own page is
  // paused all the same.
  await page.clock.pauseAt(VISUAL_TIME).catch(() => undefined);
  // What the story set off just before it finished (a popover placed on a 100 ms throttle) lands.
  await page.clock.runFor(SETTLE_TIMERS_MS);
}

/**
 * A frozen story brought to rest (the tag looks-at-rest): its clock moves {@link REST_TIMERS_MS} in
 * steps of {@link REST_STEP_MS}, with a frame of the page between steps, so a timer's render lands
 * and the timer its effect sets runs in a later step ("Adding…" → "Added!" → the label again).
 */
export async function restTimers(page: Page): Promise<void> {
  for (let ran = 0; ran < REST_TIMERS_MS; ran += REST_STEP_MS) {
    await page.clock.runFor(REST_STEP_MS);
    await page.evaluate(nextRealFrame);
  }
}

/** How far a story's clock moves between two frames while it is brought to rest. */
const REST_STEP_MS = 100;

/** The window with the promise {@link listenForResize} leaves. */
interface WindowWithResize extends Window {
  __vitrineResized?: Promise<void>;
}

/** How long the page may take to fire `resize` once its viewport changed: a hang guard only. */
const RESIZE_LIMIT_MS = 30_000;

/**
 * In the page: a promise the next `resize` at `width` keeps (after the story's own listeners, registered
 * earlier). A resize at another width is not it: a screenshot's own resizes (a full-page shot sets the
 * page's height, then puts it back) can reach the page late, after the next width was asked for, and
 * one of those once let the clock run before the page had its new width (the added-to-cart popover
 * then followed its link where the 375 px page had it, and stayed there at 1280 px).
 */
function listenForResize(width: number): void {
  (window as WindowWithResize).__vitrineResized = new Promise<void>((done) => {
    const atWidth = () => {
      if (window.innerWidth !== width) return;
      window.removeEventListener('resize', atWidth);
      done();
    };
    window.addEventListener('resize', atWidth);
  });
}

/** In the page: the next real frame (the one {@link fixPageTime} kept; the clock's own stands still). */
async function nextRealFrame(): Promise<void> {
  const nextFrame = (window as WindowWithFrame).__vitrineFrame ?? window.requestAnimationFrame.bind(window);
  await new Promise<void>((done) => nextFrame(() => done()));
}

/** Before the next story: timers run again (a play function waits on them). */
export async function thawTimers(page: Page): Promise<void> {
  await page.clock.resume();
}

/**
 * How far a frozen story's timers move once it has finished and after each resize: far enough for a
 * throttle or debounce (the added-to-cart popover follows its link at most every 100 ms), short of
 * the timers that change what a story shows (the popover closes after 3 s).
 */
export const SETTLE_TIMERS_MS = 250;

/**
 * How far the timers of a story pictured at rest run once it has finished (the tag looks-at-rest,
 * scripts/visual/story-images.ts): past the longest timed feedback an add shows (the button's "Adding..."
 * then "Added!", the added-to-cart popover), with a second to spare; well short of the 30 s timers
 * (analytics heartbeat, performance records), which would send calls.
 */
export const REST_TIMERS_MS =
  Math.max(ADD_TO_CART_TIMINGS.addedDelayMs + ADD_TO_CART_TIMINGS.addedMs, ADDED_POPOVER.timeoutMs) + 1000;

/** Resizes the viewport (the height stays), lets the story's resize timers run, and nothing else moves. */
export async function resizeFrozen(page: Page, width: number): Promise<void> {
  if (page.viewportSize()?.width === width) return;
  await page.evaluate(listenForResize, width);
  await page.setViewportSize({ width, height: VIEWPORT_HEIGHT });
  // The page's `resize` first, so the story's resize handlers have set their timers before the clock
  // runs them. A frame or a round trip was not always enough: the added-to-cart popover then stayed
  // where the last width had it (off the phone's screen; on the left of a 1280 px page under load).
  let guard: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, fail) => {
    guard = setTimeout(() => fail(new Error(`The page fired no resize within ${RESIZE_LIMIT_MS} ms of its width becoming ${width} px`)), RESIZE_LIMIT_MS);
  });
  await Promise.race([page.evaluate(() => (window as WindowWithResize).__vitrineResized), limit]).finally(() => clearTimeout(guard));
  await page.clock.runFor(SETTLE_TIMERS_MS);
}

/**
 * After the catalogue has loaded: motion and caret off, and every face of the catalogue's fonts
 * loaded now, so the first story a page shows draws its text as the hundredth does (a face is
 * otherwise fetched when some text first needs it; a form control's text was once drawn before).
 */
export async function stillPage(page: Page): Promise<void> {
  await page.addStyleTag({ content: STILL_STYLESHEET });
  await page.evaluate(loadEveryFace);
}

/** In the page: loads every font face its stylesheets declare (a face that fails stays failed). */
async function loadEveryFace(): Promise<void> {
  await Promise.all(Array.from(document.fonts, (face) => face.load().catch(() => undefined)));
}

/** A rectangle of the page, in CSS pixels from its top left corner. */
interface Clip {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * In the page: waits until fonts and images have settled and layout has run, then
 * measures what the story shows: the full viewport width, from the top of the page to the lowest
 * visible box, the story's own and its portals' (dialogs, popovers) alike, so a short story is not a
 * tall empty picture and an open dialog is not cut off.
 */
async function settleAndMeasure(): Promise<Clip> {
  const nextFrame = (window as WindowWithFrame).__vitrineFrame ?? window.requestAnimationFrame.bind(window);
  const frame = () => new Promise<void>((done) => nextFrame(() => done()));
  const settled = (image: HTMLImageElement) =>
    image.complete
      ? Promise.resolve()
      : new Promise<void>((done) => {
          image.addEventListener('load', () => done(), { once: true });
          image.addEventListener('error', () => done(), { once: true });
        });
  // Each frame waited for is wall time on every capture (about 2,000 a run): one is waited for only
  // when something was changed that it has to draw.
  if (window.scrollX !== 0 || window.scrollY !== 0) {
    window.scrollTo(0, 0);
    await frame();
  }
  const images = Array.from(document.images);
  for (const image of images) {
    if (image.loading === 'lazy') image.loading = 'eager';
    // After a resize the browser may keep showing the rendition it picked for the last width, or
    // switch later: setting srcset again makes it pick for this width now, as a fresh load would.
    const srcset = image.getAttribute('srcset');
    if (srcset) image.setAttribute('srcset', srcset);
  }
  if (images.length > 0) await frame();
  await Promise.all(images.map(settled));
  // Loaded is not yet drawn: decoding is asynchronous (a broken image rejects, and shows as broken).
  await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  await document.fonts.ready;
  await frame();
  // The story's own box, with the page's padding below it (the 'padded' layout), then anything that
  // reaches lower: content overflowing the root, and portals (an open dialog's overlay fills the viewport).
  const root = document.getElementById('storybook-root');
  let bottom = root ? root.getBoundingClientRect().bottom + (Number.parseFloat(getComputedStyle(document.body).paddingBottom) || 0) : 0;
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    const box = element.getBoundingClientRect();
    if (box.width > 0 && box.height > 0 && box.bottom > bottom) bottom = box.bottom;
  }
  return { x: 0, y: 0, width: window.innerWidth, height: Math.max(1, Math.ceil(bottom)) };
}

/** The DevTools session of each page, kept to empty its memory cache before a screenshot. */
const sessions = new WeakMap<Page, CDPSession>();

/**
 * Empties the page's memory cache of images. Chromium shows a larger rendition of a srcset it
 * still holds instead of the one that fits, so what an image shows (its rendition's proportions,
 * rounded, move the text below it by a pixel) depended on which stories came before and on memory
 * pressure. Turning DevTools' "disable cache" switch on evicts the memory cache.
 */
async function forgetImages(page: Page): Promise<void> {
  let session = sessions.get(page);
  if (!session) {
    session = await page.context().newCDPSession(page);
    await session.send('Network.enable');
    sessions.set(page, session);
  }
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  // On again for the stories' own code, which the catalogue loads once per file.
  await session.send('Network.setCacheDisabled', { cacheDisabled: false });
}

/** The elements a screenshot covers: what draws on a schedule of its own. */
const UNSTEADY_BOXES = 'iframe, video';

/** The attribute of the covers {@link coverUnsteadyBoxes} lays over them, so they are found and taken away again. */
const COVER_ATTRIBUTE = 'data-visual-cover';

/**
 * In the page: lays a still picture over each element the selector finds, at its place and size, and
 * waits until every cover is drawn. A video with a poster shows that poster as a paused player does
 * (contained, on black) under a play mark; a video without one, or a frame, shows a neutral panel with
 * its name (its `title` or `aria-label`) under a play mark for a video or a video embed (a frame that
 * may go full screen). What the element itself would draw (a clock, another process's pixels) never
 * reaches the picture. The covers sit outside the story's tree, on the page's root, above everything.
 * Resolves to whether it laid any (a page with nothing to cover is left as it is).
 */
async function coverUnsteadyBoxes([selector, attribute]: [string, string]): Promise<boolean> {
  const unsteady = Array.from(document.querySelectorAll<HTMLElement>(selector)).filter((element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  });
  // Most stories have none: the page is left untouched (no layer to lay out, no frame to wait for).
  if (unsteady.length === 0) return false;
  const layer = document.createElement('div');
  layer.setAttribute(attribute, '');
  layer.style.cssText = 'position:absolute;left:0;top:0;width:0;height:0;z-index:2147483647;pointer-events:none';
  const PLAY_MARK =
    '<svg viewBox="0 0 48 48" width="48" height="48" aria-hidden="true"><circle cx="24" cy="24" r="23" fill="rgba(0,0,0,0.55)"/><path d="M19 15l15 9-15 9z" fill="#fff"/></svg>';
  const posters: Promise<unknown>[] = [];
  for (const element of unsteady) {
    const box = element.getBoundingClientRect();
    const cover = document.createElement('div');
    cover.style.cssText = [
      'position:absolute',
      `left:${box.left + window.scrollX}px`,
      `top:${box.top + window.scrollY}px`,
      `width:${box.width}px`,
      `height:${box.height}px`,
      'box-sizing:border-box',
      'display:flex',
      'flex-direction:column',
      'align-items:center',
      'justify-content:center',
      'gap:12px',
      'overflow:hidden',
      `border-radius:${getComputedStyle(element).borderRadius}`,
    ].join(';');
    const poster = element instanceof HTMLVideoElement ? element.poster : '';
    const isVideo = element instanceof HTMLVideoElement || (element instanceof HTMLIFrameElement && element.allowFullscreen);
    if (poster) {
      cover.style.background = `#000 url("${poster}") center / contain no-repeat`;
      const image = new Image();
      image.src = poster;
      posters.push(image.decode().catch(() => undefined));
    } else {
      cover.style.background = '#ecebe7';
      cover.style.border = '1px solid #d3d0c9';
      const name = document.createElement('p');
      name.textContent = element.getAttribute('title') || element.getAttribute('aria-label') || '';
      name.style.cssText = 'margin:0;padding:0 16px;max-width:100%;box-sizing:border-box;font:500 14px/1.4 "Inter Variable",sans-serif;color:#4a4740;text-align:center';
      if (name.textContent) cover.append(name);
    }
    if (isVideo) cover.insertAdjacentHTML('afterbegin', PLAY_MARK);
    layer.append(cover);
  }
  document.documentElement.append(layer);
  await Promise.all(posters);
  await document.fonts.ready;
  const nextFrame = (window as WindowWithFrame).__vitrineFrame ?? window.requestAnimationFrame.bind(window);
  await new Promise<void>((done) => nextFrame(() => done()));
  return true;
}

/** In the page: takes away the covers of {@link coverUnsteadyBoxes}. */
function uncoverUnsteadyBoxes(attribute: string): void {
  for (const layer of Array.from(document.querySelectorAll(`[${attribute}]`))) layer.remove();
}

/** One screenshot of the story on screen, once it has settled. */
export async function captureStory(page: Page): Promise<Buffer> {
  await forgetImages(page);
  const clip = await page.evaluate(settleAndMeasure);
  // What another process or a media clock draws, on its own schedule (a frame such as the template
  // playground's preview or a video embed, a video), is pictured as a still cover of its size.
  const covered = await page.evaluate(coverUnsteadyBoxes, [UNSTEADY_BOXES, COVER_ATTRIBUTE] as [string, string]);
  try {
    return await page.screenshot({ clip, fullPage: true, caret: 'initial', animations: 'allow', scale: 'css', type: 'png' });
  } finally {
    if (covered) await page.evaluate(uncoverUnsteadyBoxes, COVER_ATTRIBUTE);
  }
}

/** How many screenshots a story that keeps moving gets before the last one is taken as it is. */
const MAX_TAKES = 4;

/**
 * A screenshot that stays put: the first one is kept when `accepted` says it matches (no extra
 * cost); otherwise screenshots are taken until two in a row are identical (a late re-render or
 * image has landed), at most {@link MAX_TAKES}, and the last is returned.
 */
export async function stableCapture(page: Page, accepted: (png: Buffer) => boolean): Promise<Buffer> {
  let previous = await captureStory(page);
  if (accepted(previous)) return previous;
  for (let take = 1; take < MAX_TAKES; take += 1) {
    const next = await captureStory(page);
    if (Buffer.compare(previous, next) === 0) return next;
    previous = next;
  }
  return previous;
}
