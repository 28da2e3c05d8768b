import { describe, expect, it } from 'vitest';
import { renderTemplate } from './index.ts';
import { CACHE_LIMITS } from './cacheBudget.ts';
import { TagCache, type NameSet } from './tagCache.ts';

const NAMES: NameSet = { hasFormatter: (name) => name === 'html', hasPredicate: () => false };

// A tag is kept from its second sighting on, filed by its whole text.
describe('the tag cache', () => {
  it('keeps a tag from its second sighting on, and then answers with the same reading', () => {
    const cache = new TagCache();
    const source = '{item12.title|html}';
    const first = cache.read(source, 1, source.length - 1, NAMES);
    expect(cache.bytes).toBe(0);
    const second = cache.read(source, 1, source.length - 1, NAMES);
    expect(cache.bytes).toBe(2 * 'item12.title|html'.length);
    expect(second).not.toBe(first);
    expect(second).toEqual(first);
    expect(cache.read(`x${source}`, 2, source.length, NAMES)).toBe(second);
  });

  it('tells apart tags that differ only inside (the old key saw length and three characters)', () => {
    const cache = new TagCache();
    const texts = ['v12.a|html', 'v13.a|html', 'v22.a|html', 'v23.a|html'];
    for (const text of [...texts, ...texts]) cache.read(`{${text}}`, 1, text.length + 1, NAMES);
    for (const text of texts) expect(cache.read(`{${text}}`, 1, text.length + 1, NAMES).content).toBe(text);
  });

  it('tells apart two tags of one hash: each is read as itself', () => {
    // These two have the same 30-bit FNV-1a hash (found by a search outside this project's code).
    const cache = new TagCache();
    const pair = ['qjdeoc.a|html', 'udvocm.a|html'];
    const answers: string[] = [];
    for (let round = 0; round < 3; round++) for (const text of pair) answers.push(cache.read(`{${text}}`, 1, text.length + 1, NAMES).content);
    expect(answers).toEqual([...pair, ...pair, ...pair]);
  });

  it('never answers with another tag\'s reading, however many tags share its slot', () => {
    // More tags (80,000) than the cache keeps (8,192) and than its table of first sightings has slots
    // (65,536), each seen twice (kept) and asked for again later: the cache starts over several times,
    // every slot is taken by several tags in turn, and each answer is still the reading of the tag asked for.
    const cache = new TagCache();
    const texts = Array.from({ length: 80_000 }, (_, i) => `t${i}.a|html`);
    const wrong: string[] = [];
    for (const text of texts) {
      const source = `<p>{${text}}</p>`;
      for (let sighting = 0; sighting < 2; sighting++) {
        if (cache.read(source, 4, 4 + text.length, NAMES).content !== text) wrong.push(text);
      }
    }
    for (let i = 0; i < texts.length; i += 7) {
      const text = texts[i] as string;
      if (cache.read(`{${text}}`, 1, text.length + 1, NAMES).content !== text) wrong.push(text);
    }
    expect(wrong).toEqual([]);
    expect(cache.bytes).toBeGreaterThan(0);
    expect(cache.bytes).toBeLessThanOrEqual(CACHE_LIMITS.tagCacheBytes);
    // 400,000 reads: far inside a minute on a loaded machine, never a race against the default 5 s.
  }, 60_000);

  it('renders the same from a first reading (kept nowhere) as from a kept one', () => {
    const template = '{.section a}{b.c|html}{.end}<{d.e.f}>';
    const context = { a: { b: { c: '<x>' } }, d: { e: { f: 'y' } } };
    const results = [1, 2, 3].map(() => renderTemplate(template, context).html);
    expect(results).toEqual(['&lt;x&gt;<y>', '&lt;x&gt;<y>', '&lt;x&gt;<y>']);
  });
});
