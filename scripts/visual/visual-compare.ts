/**
 * Visual regression: a story's screenshot against its committed baseline in
 * tests/visual/, and the report of what looks different. Pure Node (no browser): the story pass
 * (scripts/visual/story-images.ts) takes the screenshots and hands them here.
 *
 * What counts as a change: a pixel whose colour differs from the baseline's by more than
 * {@link PIXEL_THRESHOLD} (pixelmatch's OKLab distance, 1 = black against white) and that pixelmatch
 * does not read as anti-aliasing; one such pixel fails the screenshot. A different size is a change.
 * Identical bytes pass without decoding (the common case on one machine).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** Where the committed baselines live. */
export const BASELINE_DIR = 'tests/visual';

/** Where a failed check writes actual, expected and diff images and its index.html. */
export const VISUAL_REPORT_DIR = 'reports/visual';

/** The widths every story is shown at: desktop, then phone. */
export const VISUAL_WIDTHS = [1280, 375] as const;

/**
 * pixelmatch's colour threshold: small, so an edited colour token (a few steps of one channel) is a
 * change, while the colour noise of anti-aliased edges that pixelmatch detects is not.
 */
export const PIXEL_THRESHOLD = 0.05;

/** How to accept what the screenshots show now. */
export const UPDATE_HINT = 'run npm run test:visual -- --update';

/** One screenshot of a story: its id, the viewport width and, for the Pages stories, a second theme. */
export interface Shot {
  storyId: string;
  width: number;
  /** A theme other than the default one; absent for the default theme. */
  theme?: string;
}

/** The baseline's file name of a shot: `<story-id>.<width>[.<theme>].png`. */
export function baselineName({ storyId, width, theme }: Shot): string {
  return `${storyId}.${width}${theme ? `.${theme}` : ''}.png`;
}

/** What a screenshot compared with its baseline found. */
export type Comparison =
  | { status: 'same' }
  | { status: 'missing' }
  | { status: 'unreadable' }
  | { status: 'changed'; changedPixels: number; actualSize: string; expectedSize: string; diff: Buffer };

/** Copies an image onto a transparent canvas of the given size (top left), so two sizes can be compared. */
function padded(image: PNG, width: number, height: number): PNG {
  if (image.width === width && image.height === height) return image;
  const canvas = new PNG({ width, height });
  for (let row = 0; row < image.height; row += 1) {
    image.data.copy(canvas.data, row * width * 4, row * image.width * 4, (row + 1) * image.width * 4);
  }
  return canvas;
}

/** Compares a screenshot (PNG bytes) with its baseline (PNG bytes, or null when there is none). Never throws. */
export function compareScreenshot(actual: Uint8Array, expected: Uint8Array | null): Comparison {
  if (expected === null) return { status: 'missing' };
  if (Buffer.compare(actual, expected) === 0) return { status: 'same' };
  let actualImage: PNG;
  let expectedImage: PNG;
  try {
    expectedImage = PNG.sync.read(expected);
  } catch {
    return { status: 'unreadable' };
  }
  try {
    actualImage = PNG.sync.read(actual);
  } catch {
    return { status: 'unreadable' };
  }
  const width = Math.max(actualImage.width, expectedImage.width);
  const height = Math.max(actualImage.height, expectedImage.height);
  const diff = new PNG({ width, height });
  const changedPixels = pixelmatch(padded(expectedImage, width, height).data, padded(actualImage, width, height).data, diff.data, width, height, {
    threshold: PIXEL_THRESHOLD,
  });
  const sameSize = actualImage.width === expectedImage.width && actualImage.height === expectedImage.height;
  if (changedPixels === 0 && sameSize) return { status: 'same' };
  return {
    status: 'changed',
    changedPixels,
    actualSize: `${actualImage.width}×${actualImage.height}`,
    expectedSize: `${expectedImage.width}×${expectedImage.height}`,
    diff: PNG.sync.write(diff),
  };
}

/** A screenshot of a story at one width, and how it compares with its baseline. */
export interface Look {
  shot: Shot;
  png: Buffer;
  comparison: Comparison;
}

/** A story looked at every width: why any display rule failed, and its pictures. */
export interface StoryLooks {
  problems: string[];
  looks: Look[];
}

/**
 * Which look at a story counts. A picture that differs from its baseline gets one second look
 * (`again`: the story shown again from the start on a fresh page, or null when it could not be had);
 * only when that one differs too, or is null, does the first count and the story fail. Returns the look that counts, and what
 * the first look saw differ when the second one mended it (empty otherwise), to be printed. No second
 * look when updating the baselines: the person looking at the contact sheet judges those.
 */
export async function lookTwiceIfDifferent(
  first: StoryLooks,
  again: () => Promise<StoryLooks | null>,
  { update }: { update: boolean },
): Promise<{ counted: StoryLooks; mended: string[] }> {
  const differs = first.looks.flatMap(({ shot, comparison }) => (comparison.status === 'same' ? [] : [describeFailure({ shot, comparison })]));
  if (update || differs.length === 0) return { counted: first, mended: [] };
  const second = await again();
  if (!second || second.looks.some((look) => look.comparison.status !== 'same')) return { counted: first, mended: [] };
  return { counted: second, mended: differs };
}

/** A screenshot that did not match, kept for the report. */
export interface VisualFailure {
  shot: Shot;
  /** "Title › Story name", as the catalogue shows it. */
  label: string;
  comparison: Exclude<Comparison, { status: 'same' }>;
  actual: Buffer;
  expected: Buffer | null;
}

/** One line saying why a screenshot failed. */
export function describeFailure({ shot, comparison }: Pick<VisualFailure, 'shot' | 'comparison'>): string {
  const where = `${shot.width} px${shot.theme ? `, ${shot.theme} theme` : ''}`;
  switch (comparison.status) {
    case 'missing':
      return `no baseline at ${shot.width} px${shot.theme ? ` (${shot.theme} theme)` : ''} (${BASELINE_DIR}/${baselineName(shot)}): ${UPDATE_HINT}`;
    case 'unreadable':
      return `the baseline ${BASELINE_DIR}/${baselineName(shot)} is not a readable PNG: ${UPDATE_HINT}`;
    case 'changed':
      return comparison.actualSize === comparison.expectedSize
        ? `looks different at ${where}: ${comparison.changedPixels} pixel(s) changed`
        : `looks different at ${where}: ${comparison.actualSize} instead of ${comparison.expectedSize}, ${comparison.changedPixels} pixel(s) changed`;
  }
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * Writes each failure's actual, expected and diff images and an index.html listing them (and the
 * stale baselines) into `directory` (emptied first); returns the index's path. With `written`, the
 * shots are the baselines an update wrote, and the page is their contact sheet: each new picture
 * beside the one it replaced and their difference, for the person accepting them to look at.
 */
export function writeVisualReport(directory: string, failures: readonly VisualFailure[], stale: readonly string[] = [], { written = false } = {}): string {
  rmSync(directory, { recursive: true, force: true });
  mkdirSync(directory, { recursive: true });
  const sections = failures.map((failure) => {
    const base = baselineName(failure.shot).replace(/\.png$/, '');
    const images: Array<[string, string]> = [];
    const keep = (kind: string, bytes: Buffer | null) => {
      if (!bytes) return;
      writeFileSync(join(directory, `${base}.${kind}.png`), bytes);
      images.push([kind, `${base}.${kind}.png`]);
    };
    keep(written ? 'new' : 'actual', failure.actual);
    keep(written ? 'replaced' : 'expected', failure.expected);
    keep('diff', failure.comparison.status === 'changed' ? failure.comparison.diff : null);
    const figures = images
      .map(([kind, file]) => `<figure><figcaption>${kind}</figcaption><a href="${escapeHtml(file)}"><img src="${escapeHtml(file)}" alt="${kind}"></a></figure>`)
      .join('');
    return `<section><h2>${escapeHtml(failure.label)}</h2><p>${escapeHtml(describeFailure(failure))}</p><div class="row">${figures}</div></section>`;
  });
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Visual changes</title><style>
body{font-family:sans-serif;margin:1rem}section{border-top:1px solid #888;padding:.5rem 0}.row{display:flex;gap:1rem;align-items:flex-start}
figure{margin:0;flex:1;min-width:0}img{max-width:100%;border:1px solid #ccc}figcaption{font-weight:bold}</style></head><body>
${
    written
      ? `<h1>${failures.length} baseline(s) written: look at each before you commit tests/visual/</h1><p>Each new picture, the one it replaced (none for a new story) and their difference: red pixels changed, yellow is anti-aliasing. A baseline is accepted by looking at it; one that shows a fault is a fault to fix, not a picture to commit.</p>`
      : `<h1>${failures.length} screenshot(s) look different</h1>${
          stale.length > 0 ? `<p>Baselines with no story left (${UPDATE_HINT} deletes them): ${stale.map((file) => `<code>${escapeHtml(file)}</code>`).join(', ')}</p>` : ''
        }<p>Red pixels in the diff changed (yellow: anti-aliasing, not counted). To accept every change, ${UPDATE_HINT}, look at each on the page it writes, and commit tests/visual/.</p>`
  }
${sections.join('\n')}
</body></html>
`;
  const index = join(directory, 'index.html');
  writeFileSync(index, html);
  return index;
}

/** What a whole pass found, once every story has been shown. */
export interface VisualSummary {
  /** Baselines written (update mode). */
  written: number;
  /** The contact sheet of the baselines written (update mode), when any was. */
  contactSheet: string | null;
  /** Baselines with no screenshot left, deleted (update mode) or failing (check mode). */
  stale: string[];
  /** The report's index.html, when something failed. */
  report: string | null;
}

/**
 * The baselines side of one pass: compares each shot as it comes (or, with `update`, writes the new
 * and changed ones), remembers the failures for the report and, at the end, finds the stale baselines.
 */
export class VisualBaselines {
  readonly #baselineDir: string;
  readonly #reportDir: string;
  readonly #update: boolean;
  readonly #seen = new Set<string>();
  readonly #failures: VisualFailure[] = [];
  /** What an update wrote, each with the baseline it replaced, for the contact sheet. */
  readonly #written: VisualFailure[] = [];

  constructor({ baselineDir = BASELINE_DIR, reportDir = VISUAL_REPORT_DIR, update = false }: { baselineDir?: string; reportDir?: string; update?: boolean } = {}) {
    this.#baselineDir = baselineDir;
    this.#reportDir = reportDir;
    this.#update = update;
  }

  /** The committed baseline of a shot, or null. */
  baseline(shot: Shot): Buffer | null {
    const path = join(this.#baselineDir, baselineName(shot));
    return existsSync(path) ? readFileSync(path) : null;
  }

  /** Compares a shot with its baseline without recording anything (to see whether a retake is worth it). */
  compare(shot: Shot, png: Buffer): Comparison {
    return compareScreenshot(png, this.baseline(shot));
  }

  /**
   * A shot not taken because its story failed first (the failure is the story's): its baseline is
   * neither compared nor stale, so it is not reported as a story gone, nor deleted by an update.
   */
  keep(shot: Shot): void {
    this.#seen.add(baselineName(shot));
  }

  /**
   * Records a shot's final screenshot: returns null when it matches (or was written in update mode),
   * else the line saying why it failed (the failure is kept for the report).
   */
  record(shot: Shot, label: string, png: Buffer, comparison: Comparison = this.compare(shot, png)): string | null {
    this.#seen.add(baselineName(shot));
    if (comparison.status === 'same') return null;
    if (this.#update) {
      this.#written.push({ shot, label, comparison, actual: png, expected: this.baseline(shot) });
      mkdirSync(this.#baselineDir, { recursive: true });
      writeFileSync(join(this.#baselineDir, baselineName(shot)), png);
      return null;
    }
    this.#failures.push({ shot, label, comparison, actual: png, expected: this.baseline(shot) });
    return describeFailure({ shot, comparison });
  }

  /**
   * Ends the pass. With `complete` (every story was shown), a baseline no shot asked for is stale:
   * deleted in update mode, reported otherwise. Writes the report when anything failed.
   */
  finish({ complete }: { complete: boolean }): VisualSummary {
    const stale =
      complete && existsSync(this.#baselineDir)
        ? readdirSync(this.#baselineDir)
            .filter((file) => file.endsWith('.png') && !this.#seen.has(file))
            .sort()
        : [];
    if (this.#update) for (const file of stale) unlinkSync(join(this.#baselineDir, file));
    const failed = this.#failures.length > 0 || (!this.#update && stale.length > 0);
    let report: string | null = null;
    let contactSheet: string | null = null;
    if (failed) report = writeVisualReport(this.#reportDir, this.#failures, this.#update ? [] : stale);
    else if (this.#written.length > 0) contactSheet = writeVisualReport(this.#reportDir, this.#written, [], { written: true });
    else rmSync(this.#reportDir, { recursive: true, force: true });
    return { written: this.#written.length, contactSheet, stale, report };
  }
}
