/**
 * Visual regression: the comparison of a screenshot with its baseline and the report.
 * Images are made here, pixel by pixel, so every expected count is known without the code under test.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { baselineName, compareScreenshot, lookTwiceIfDifferent, VisualBaselines, type Look, type Shot, type StoryLooks } from './visual-compare.ts';

type Rgb = [number, number, number];

/** A PNG of the given size filled with one colour, with some pixels painted another. */
function image(width: number, height: number, fill: Rgb, painted: Array<[number, number, Rgb]> = [], deflateLevel = 9): Buffer {
  const png = new PNG({ width, height });
  for (let index = 0; index < width * height; index += 1) png.data.set([...fill, 255], index * 4);
  for (const [x, y, colour] of painted) png.data.set([...colour, 255], (y * width + x) * 4);
  return PNG.sync.write(png, { deflateLevel });
}

const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];
const TEXT: Rgb = [0x1d, 0x1d, 0x1f];

describe('compareScreenshot', () => {
  it('passes identical bytes without decoding them (bytes that are no PNG at all still match)', () => {
    const notAPng = Buffer.from('the same bytes');
    expect(compareScreenshot(notAPng, Buffer.from('the same bytes'))).toEqual({ status: 'same' });
  });

  it('passes the same pixels encoded differently', () => {
    const before = image(20, 10, WHITE, [[3, 4, TEXT]], 9);
    const after = image(20, 10, WHITE, [[3, 4, TEXT]], 0);
    expect(Buffer.compare(before, after)).not.toBe(0);
    expect(compareScreenshot(after, before)).toEqual({ status: 'same' });
  });

  it('fails one changed pixel, with a diff image of the screenshot size', () => {
    const comparison = compareScreenshot(image(20, 10, WHITE, [[5, 5, TEXT]]), image(20, 10, WHITE));
    expect(comparison.status).toBe('changed');
    if (comparison.status !== 'changed') return;
    expect(comparison.changedPixels).toBe(1);
    const diff = PNG.sync.read(comparison.diff);
    expect([diff.width, diff.height]).toEqual([20, 10]);
  });

  it('fails an edited colour token: the text colour of the default theme against its hover colour', () => {
    const text = image(8, 8, TEXT);
    const hover = image(8, 8, [0x3a, 0x3a, 0x3d]);
    const comparison = compareScreenshot(hover, text);
    expect(comparison.status === 'changed' && comparison.changedPixels).toBe(64);
  });

  it('fails a screenshot of another size, even where the shared part is the same', () => {
    const comparison = compareScreenshot(image(20, 12, WHITE), image(20, 10, WHITE));
    expect(comparison).toMatchObject({ status: 'changed', actualSize: '20×12', expectedSize: '20×10' });
  });

  it('fails a missing baseline and an unreadable one', () => {
    expect(compareScreenshot(image(2, 2, WHITE), null)).toEqual({ status: 'missing' });
    expect(compareScreenshot(image(2, 2, WHITE), Buffer.from('not a png'))).toEqual({ status: 'unreadable' });
  });
});

describe('baselineName', () => {
  it('names the story, the width and a theme other than the default', () => {
    expect(baselineName({ storyId: 'shopper-productprice--on-sale', width: 375 })).toBe('shopper-productprice--on-sale.375.png');
    expect(baselineName({ storyId: 'pages-product--default', width: 1280, theme: 'boutique' })).toBe('pages-product--default.1280.boutique.png');
  });
});

describe('VisualBaselines', () => {
  let directory: string;
  let baselineDir: string;
  let reportDir: string;
  beforeEach(() => {
    directory = mkdtempSync(join(tmpdir(), 'vitrine-visual-'));
    baselineDir = join(directory, 'baselines');
    reportDir = join(directory, 'report');
  });
  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  const shot = { storyId: 'shopper-button--primary', width: 1280 };

  it('a missing baseline fails, says how to accept it and leaves the screenshot in the report', () => {
    const baselines = new VisualBaselines({ baselineDir, reportDir });
    const message = baselines.record(shot, 'Shopper/Button › Primary', image(4, 4, WHITE));
    expect(message).toContain('run npm run test:visual -- --update');
    const summary = baselines.finish({ complete: true });
    expect(summary.report).toBe(join(reportDir, 'index.html'));
    expect(readdirSync(reportDir).sort()).toEqual(['index.html', 'shopper-button--primary.1280.actual.png']);
    expect(readFileSync(join(reportDir, 'index.html'), 'utf8')).toContain('Shopper/Button › Primary');
  });

  it('a changed screenshot fails with actual, expected and diff images in the report', () => {
    new VisualBaselines({ baselineDir, reportDir, update: true }).record(shot, 'Primary', image(4, 4, WHITE));
    const baselines = new VisualBaselines({ baselineDir, reportDir });
    expect(baselines.record(shot, 'Primary', image(4, 4, WHITE, [[0, 0, TEXT]]))).toBe('looks different at 1280 px: 1 pixel(s) changed');
    baselines.finish({ complete: true });
    expect(readdirSync(reportDir).sort()).toEqual([
      'index.html',
      'shopper-button--primary.1280.actual.png',
      'shopper-button--primary.1280.diff.png',
      'shopper-button--primary.1280.expected.png',
    ]);
  });

  it('update writes new and changed baselines, keeps matching ones and deletes those no story asked for', () => {
    const first = image(4, 4, WHITE);
    const updating = new VisualBaselines({ baselineDir, reportDir, update: true });
    expect(updating.record(shot, 'Primary', first)).toBeNull();
    expect(updating.finish({ complete: true })).toEqual({ written: 1, contactSheet: join(reportDir, 'index.html'), stale: [], report: null });
    writeFileSync(join(baselineDir, 'gone--story.375.png'), first);

    const again = new VisualBaselines({ baselineDir, reportDir, update: true });
    // The same pixels, encoded otherwise: not a change, so the committed file stays as it was.
    expect(again.record(shot, 'Primary', image(4, 4, WHITE, [], 0))).toBeNull();
    expect(again.finish({ complete: true })).toEqual({ written: 0, contactSheet: null, stale: ['gone--story.375.png'], report: null });
    expect(readdirSync(baselineDir)).toEqual(['shopper-button--primary.1280.png']);
    expect(Buffer.compare(readFileSync(join(baselineDir, 'shopper-button--primary.1280.png')), first)).toBe(0);
  });

  it('an update writes a contact sheet of what it wrote: each new picture, the one it replaced, and their difference', () => {
    new VisualBaselines({ baselineDir, reportDir, update: true }).record(shot, 'Primary', image(4, 4, WHITE));
    const updating = new VisualBaselines({ baselineDir, reportDir, update: true });
    expect(updating.record(shot, 'Primary', image(4, 4, WHITE, [[1, 1, TEXT]]))).toBeNull();
    const newStory: Shot = { storyId: 'shopper-button--new', width: 375 };
    expect(updating.record(newStory, 'New', image(4, 4, WHITE))).toBeNull();
    const summary = updating.finish({ complete: false });
    expect(summary.contactSheet).toBe(join(reportDir, 'index.html'));
    expect(readdirSync(reportDir).sort()).toEqual([
      'index.html',
      'shopper-button--new.375.new.png',
      'shopper-button--primary.1280.diff.png',
      'shopper-button--primary.1280.new.png',
      'shopper-button--primary.1280.replaced.png',
    ]);
    const sheet = readFileSync(join(reportDir, 'index.html'), 'utf8');
    expect(sheet).toContain('2 baseline(s) written: look at each before you commit');
    expect(sheet).toContain('<h2>Primary</h2>');
  });

  it("a kept shot's baseline (its story failed before the screenshot) is neither stale nor deleted by an update", () => {
    new VisualBaselines({ baselineDir, reportDir, update: true }).record(shot, 'Primary', image(4, 4, WHITE));
    const failedStory: Shot = { storyId: 'shopper-button--broken', width: 375 };
    writeFileSync(join(baselineDir, 'shopper-button--broken.375.png'), image(4, 4, WHITE));

    const checking = new VisualBaselines({ baselineDir, reportDir });
    expect(checking.record(shot, 'Primary', image(4, 4, WHITE))).toBeNull();
    checking.keep(failedStory);
    expect(checking.finish({ complete: true })).toEqual({ written: 0, contactSheet: null, stale: [], report: null });

    const updating = new VisualBaselines({ baselineDir, reportDir, update: true });
    expect(updating.record(shot, 'Primary', image(4, 4, WHITE))).toBeNull();
    updating.keep(failedStory);
    expect(updating.finish({ complete: true }).stale).toEqual([]);
    expect(existsSync(join(baselineDir, 'shopper-button--broken.375.png'))).toBe(true);
  });

  it('a baseline with no story left fails a complete pass (and is not touched); a partial pass does not judge it', () => {
    new VisualBaselines({ baselineDir, reportDir, update: true }).record(shot, 'Primary', image(4, 4, WHITE));
    writeFileSync(join(baselineDir, 'gone--story.375.png'), image(4, 4, WHITE));

    const partial = new VisualBaselines({ baselineDir, reportDir });
    expect(partial.record(shot, 'Primary', image(4, 4, WHITE))).toBeNull();
    expect(partial.finish({ complete: false })).toEqual({ written: 0, contactSheet: null, stale: [], report: null });

    const complete = new VisualBaselines({ baselineDir, reportDir });
    expect(complete.record(shot, 'Primary', image(4, 4, WHITE))).toBeNull();
    const summary = complete.finish({ complete: true });
    expect(summary.stale).toEqual(['gone--story.375.png']);
    expect(summary.report).not.toBeNull();
    expect(existsSync(join(baselineDir, 'gone--story.375.png'))).toBe(true);
  });
});

describe('a second look at a story whose picture differs', () => {
  const at = (width: number): Shot => ({ storyId: 'shopper-productgallery--hover-zoom', width });
  const same = (width: number): Look => ({ shot: at(width), png: image(2, 2, WHITE), comparison: { status: 'same' } });
  const changed = (width: number, changedPixels: number): Look => ({
    shot: at(width),
    png: image(2, 2, BLACK),
    comparison: { status: 'changed', changedPixels, actualSize: '2×2', expectedSize: '2×2', diff: image(2, 2, BLACK) },
  });
  /** A second look that counts its calls and answers with the given looks (null: it could not be had). */
  const secondLook = (answer: StoryLooks | null) => {
    const calls: number[] = [];
    const again = async () => {
      calls.push(1);
      return answer;
    };
    return { again, calls };
  };

  it('is not taken when every picture matches: the first look counts', async () => {
    const first = { problems: [], looks: [same(1280), same(375)] };
    const { again, calls } = secondLook({ problems: [], looks: [same(1280), same(375)] });
    const result = await lookTwiceIfDifferent(first, again, { update: false });
    expect(calls).toEqual([]);
    expect(result.counted).toBe(first);
    expect(result.mended).toEqual([]);
  });

  it('counts the second look when it matches everywhere, and says what the first saw differ', async () => {
    const first = { problems: [], looks: [changed(1280, 1), changed(375, 3)] };
    const second = { problems: [], looks: [same(1280), same(375)] };
    const { again, calls } = secondLook(second);
    const result = await lookTwiceIfDifferent(first, again, { update: false });
    expect(calls).toEqual([1]);
    expect(result.counted).toBe(second);
    expect(result.mended).toEqual(['looks different at 1280 px: 1 pixel(s) changed', 'looks different at 375 px: 3 pixel(s) changed']);
  });

  it('keeps the first look, and the failure, when the second differs too (even at another width)', async () => {
    const first = { problems: [], looks: [changed(1280, 1), same(375)] };
    const { again, calls } = secondLook({ problems: [], looks: [same(1280), changed(375, 2)] });
    const result = await lookTwiceIfDifferent(first, again, { update: false });
    expect(calls).toEqual([1]);
    expect(result.counted).toBe(first);
    expect(result.mended).toEqual([]);
  });

  it('keeps the first look when the second cannot be had', async () => {
    const first = { problems: [], looks: [changed(1280, 5), same(375)] };
    const { again, calls } = secondLook(null);
    const result = await lookTwiceIfDifferent(first, again, { update: false });
    expect(calls).toEqual([1]);
    expect(result.counted).toBe(first);
    expect(result.mended).toEqual([]);
  });

  it('is not taken when updating the baselines: the first look is written, to be looked at', async () => {
    const first = { problems: [], looks: [changed(1280, 1), same(375)] };
    const { again, calls } = secondLook({ problems: [], looks: [same(1280), same(375)] });
    const result = await lookTwiceIfDifferent(first, again, { update: true });
    expect(calls).toEqual([]);
    expect(result.counted).toBe(first);
  });
});
