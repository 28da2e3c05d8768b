/**
 * Memory: the engine's module-level caches are bounded by size in bytes and hold copies,
 * never slices, of template text and data.
 *
 * What can be verified honestly: V8 gives no way to ask whether a string is a slice, so the slice
 * fault is measured where it shows, in retained memory: a Node of its own, started with --expose-gc,
 * renders 40 distinct 512 KB templates (and long descriptions truncated) and reports how much the
 * heap grew after a full collection. Before the fix it kept ~31 MB (every cached tag kept its whole
 * source, every remembered truncation its whole description); after it, under 1 MB. The bound below leaves room for the caches' own content (a few MB at most by their byte
 * limits) and nothing like one source per template. The byte bounds themselves are tested directly.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CACHE_LIMITS, detached } from '../../logic/template/cacheBudget.ts';
import { TagCache } from '../../logic/template/tagCache.ts';

const NAMES = { hasFormatter: () => true, hasPredicate: () => true };

describe('template caches (40 × 1 MB templates kept ~40 MB alive)', () => {
  it('rendering many large distinct templates keeps none of them alive', () => {
    const script = fileURLToPath(new URL('./template-retention.mts', import.meta.url));
    const engine = fileURLToPath(new URL('../../logic/template/index.ts', import.meta.url));
    const run = spawnSync(process.execPath, ['--expose-gc', script, engine], { encoding: 'utf8', timeout: 120_000 });
    expect(run.stderr).toBe('');
    const grownMb = Number(run.stdout.trim());
    expect(Number.isFinite(grownMb)).toBe(true);
    expect(grownMb).toBeLessThan(8);
  });

  it('the tag cache holds at most its byte limit, and never a tag longer than the longest it keeps', () => {
    const cache = new TagCache();
    const long = `{${'a'.repeat(CACHE_LIMITS.largestEntryBytes)}}`;
    cache.read(long, 1, long.length - 1, NAMES);
    expect(cache.bytes).toBe(0);
    for (let i = 0; i < 20_000; i++) {
      const source = `{item${i}.${'b'.repeat(200)}|html}`;
      // Twice: the cache keeps a tag from its second sighting on.
      cache.read(source, 1, source.length - 1, NAMES);
      cache.read(source, 1, source.length - 1, NAMES);
      expect(cache.bytes).toBeLessThanOrEqual(CACHE_LIMITS.tagCacheBytes);
    }
    expect(cache.bytes).toBeGreaterThan(0);
  });

  it('detached copies are equal text, whatever the text', () => {
    for (const text of ['', 'a', 'x'.repeat(100), '\uD800 lone', 'é€\u{1F469}']) expect(detached(text)).toBe(text);
  });
});
