import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  MICROBLOG_URL,
  TRUNCATE_ELLIPSIS,
  TRUNCATE_LENGTH,
  autolink,
  commentCountLabel,
  commentLinkUrl,
  commentsAnchorId,
  followUsername,
  isClickable,
  itemUrl,
  showsComments,
  sortAlphabetically,
  truncate,
  type AutolinkToken,
} from './content.ts';

describe('rendering spec, states Comments and events: when a comment area shows', () => {
  it('shows when commentState is 1', () => {
    expect(showsComments({ commentState: 1, publicCommentCount: 0 })).toBe(true);
    expect(showsComments({ commentState: 2, publicCommentCount: 0 })).toBe(false);
  });

  it('shows when publicCommentCount is above 0, even with comments closed', () => {
    expect(showsComments({ commentState: 2, publicCommentCount: 1 })).toBe(true);
    expect(showsComments({ publicCommentCount: 0 })).toBe(false);
    expect(showsComments({})).toBe(false);
  });

  it('never shows when the site setting is present and off', () => {
    expect(showsComments({ commentState: 1, publicCommentCount: 5 }, { commentsEnabled: false })).toBe(false);
  });

  it('an absent or on setting leaves the item to decide', () => {
    expect(showsComments({ commentState: 1 }, { commentsEnabled: true })).toBe(true);
    expect(showsComments({ commentState: 1 }, {})).toBe(true);
    expect(showsComments({ commentState: 1 }, { commentsEnabled: null })).toBe(true);
    expect(showsComments({ commentState: 1 }, null)).toBe(true);
  });
});

describe('rendering spec, states Comment count label', () => {
  it('reads No Comments, 1 Comment, 2 Comments', () => {
    expect(commentCountLabel(0)).toBe('No Comments');
    expect(commentCountLabel(1)).toBe('1 Comment');
    expect(commentCountLabel(2)).toBe('2 Comments');
    expect(commentCountLabel(101)).toBe('101 Comments');
  });

  it('reads nonsense counts as none', () => {
    expect(commentCountLabel(-1)).toBe('No Comments');
    expect(commentCountLabel(Number.NaN)).toBe('No Comments');
    expect(commentCountLabel(1.7)).toBe('1 Comment');
  });
});

describe('rendering spec, states Folder behaviour index and redirect make an item clickable', () => {
  it.each([
    [1, true],
    [2, true],
    [3, false],
    [4, false],
    [0, false],
    [null, false],
    [undefined, false],
  ])('folder behaviour %s → %s', (behavior, clickable) => {
    expect(isClickable(behavior)).toBe(clickable);
  });
});

describe('rendering spec, screens Comment-link anchor: the full URL plus a comments anchor', () => {
  const post = { id: 'abc123', fullUrl: '/blog/first-post' };

  it('links an item to its full URL, or to its source when it is a passthrough', () => {
    expect(itemUrl(post)).toBe('/blog/first-post');
    expect(itemUrl({ ...post, passthrough: true, sourceUrl: 'https://elsewhere.example/story' })).toBe('https://elsewhere.example/story');
    expect(itemUrl({ ...post, passthrough: true, sourceUrl: '' })).toBe('/blog/first-post');
    expect(itemUrl({ ...post, passthrough: false, sourceUrl: 'https://elsewhere.example/story' })).toBe('/blog/first-post');
    expect(itemUrl({})).toBe('');
  });

  it('points the comment link at the comments container of the item', () => {
    expect(commentsAnchorId(post)).toBe('comments-abc123');
    expect(commentLinkUrl(post)).toBe('/blog/first-post#comments-abc123');
    expect(commentLinkUrl({ ...post, fullUrl: '/blog/first-post#top', passthrough: true, sourceUrl: 'https://x.example' })).toBe(
      '/blog/first-post#comments-abc123',
    );
  });
});

describe('rendering spec, states Follow-button username falls back to the last path segment', () => {
  it('uses the user name when there is one', () => {
    expect(followUsername('vitrine', 'https://x.com/someone-else')).toBe('vitrine');
  });

  it('falls back to the last path segment of the profile URL', () => {
    expect(followUsername('', 'https://x.com/vitrine')).toBe('vitrine');
    expect(followUsername('  ', 'https://x.com/vitrine/')).toBe('vitrine');
    expect(followUsername(null, 'https://twitter.com/#!/old/style')).toBe('');
    expect(followUsername(undefined, 'https://x.com/vitrine?ref=site#top')).toBe('vitrine');
    expect(followUsername('', 'https://example.com/people/jos%C3%A9')).toBe('josé');
    expect(followUsername('', '/profiles/ana')).toBe('ana');
  });

  it('gives an empty name when there is no path', () => {
    expect(followUsername('', 'https://x.com')).toBe('');
    expect(followUsername('', '')).toBe('');
    expect(followUsername(null, null)).toBe('');
    expect(followUsername('', 'https://example.com/100%')).toBe('100%');
  });
});

const joined = (tokens: readonly AutolinkToken[]): string => tokens.map((token) => token.text).join('');

describe('rendering spec, states Text autolinks URLs, @handles and #hashtags', () => {
  it('splits text around a URL', () => {
    expect(autolink('Visit https://shop.example.com/sale now')).toEqual([
      { type: 'text', text: 'Visit ' },
      { type: 'url', text: 'https://shop.example.com/sale', href: 'https://shop.example.com/sale' },
      { type: 'text', text: ' now' },
    ]);
  });

  it('links www. addresses over https and leaves sentence punctuation out of the link', () => {
    expect(autolink('See www.example.com.')).toEqual([
      { type: 'text', text: 'See ' },
      { type: 'url', text: 'www.example.com', href: 'https://www.example.com' },
      { type: 'text', text: '.' },
    ]);
    expect(autolink('(see http://example.com/a_(b))!')[1]).toEqual({ type: 'url', text: 'http://example.com/a_(b)', href: 'http://example.com/a_(b)' });
    expect(autolink('(http://example.com)')[1]).toEqual({ type: 'url', text: 'http://example.com', href: 'http://example.com' });
  });

  it('points handles and hashtags at the microblogging service', () => {
    expect(MICROBLOG_URL).toBe('https://x.com');
    expect(autolink('Thanks @vitrine_shop for #SummerSale!')).toEqual([
      { type: 'text', text: 'Thanks ' },
      { type: 'handle', text: '@vitrine_shop', handle: 'vitrine_shop', href: 'https://x.com/vitrine_shop' },
      { type: 'text', text: ' for ' },
      { type: 'hashtag', text: '#SummerSale', tag: 'SummerSale', href: 'https://x.com/hashtag/SummerSale' },
      { type: 'text', text: '!' },
    ]);
    expect(autolink('#café')[0]).toEqual({ type: 'hashtag', text: '#café', tag: 'café', href: 'https://x.com/hashtag/caf%C3%A9' });
  });

  it('leaves e-mail addresses, C#, entities, number signs and over-long handles as text', () => {
    for (const plain of ['mail me@example.com', 'I code in C#', 'it&#39;s', 'item #42', `@${'a'.repeat(16)}`, 'a @ b', 'http://', 'see https://, ok']) {
      expect(autolink(plain), plain).toEqual([{ type: 'text', text: plain }]);
    }
    expect(autolink(`@${'a'.repeat(15)}`)[0]?.type).toBe('handle');
  });

  it('gives no tokens for empty text and one text token for plain text', () => {
    expect(autolink('')).toEqual([]);
    expect(autolink('Just words.')).toEqual([{ type: 'text', text: 'Just words.' }]);
  });

  const fragments = fc.oneof(
    fc.string(),
    fc.constantFrom('http://', 'https://', 'www.', '@', '#', '.', ',', ')', '(', ' ', '\n', 'a', 'é', '_', '&', '/', 'x.com', '42', 'me@site.com'),
  );

  it('property: joining the tokens gives back the input', () => {
    fc.assert(
      fc.property(fc.array(fragments, { maxLength: 20 }).map((parts) => parts.join('')), (text) => {
        expect(joined(autolink(text))).toBe(text);
      }),
    );
  });

  it('property: tokens are never empty, text tokens never touch, and links are well formed', () => {
    fc.assert(
      fc.property(fc.array(fragments, { maxLength: 20 }).map((parts) => parts.join('')), (text) => {
        const tokens = autolink(text);
        tokens.forEach((token, index) => {
          expect(token.text).not.toBe('');
          if (token.type === 'text') expect(tokens[index + 1]?.type).not.toBe('text');
          if (token.type === 'url') expect(token.href).toMatch(/^https?:\/\/[\p{L}\p{N}]/u);
          if (token.type === 'handle') expect(token.text).toMatch(/^@[A-Za-z0-9_]{1,15}$/);
          if (token.type === 'hashtag') expect(token.href).toBe(`https://x.com/hashtag/${encodeURIComponent(token.tag)}`);
        });
      }),
    );
  });
});

describe('rendering spec, constants and limits Truncate default 100 characters with "..."', () => {
  const words = (n: number): string => 'abcd '.repeat(Math.ceil(n / 5)).slice(0, n);

  it('has the defaults 100 and ...', () => {
    expect(TRUNCATE_LENGTH).toBe(100);
    expect(TRUNCATE_ELLIPSIS).toBe('...');
  });

  it('leaves 99 and 100 characters alone and cuts 101', () => {
    expect(truncate('x'.repeat(99))).toBe('x'.repeat(99));
    expect(truncate('x'.repeat(100))).toBe('x'.repeat(100));
    expect(truncate('x'.repeat(101))).toBe(`${'x'.repeat(100)}...`);
  });

  it("cuts after the last whitespace within the limit, keeping it (the incumbent's boundary: a trailing partial word is dropped)", () => {
    const text = words(101);
    const result = truncate(text);
    expect(result.endsWith('abcd ...')).toBe(true);
    expect(result.length - 3).toBeLessThanOrEqual(100);
    expect(truncate('The quick brown fox jumps', 12)).toBe('The quick ...');
    expect(truncate('The quick brown fox jumps', 9)).toBe('The ...');
    expect(truncate('The quick brown fox jumps', 10)).toBe('The quick ...');
    expect(truncate('line one\nline two', 12)).toBe('line one\n...');
  });

  it('takes a length and an ellipsis', () => {
    expect(truncate('one two three', 7, '…')).toBe('one …');
    expect(truncate('one two three', 3, '')).toBe('one');
    expect(truncate('one two three', 0)).toBe('...');
  });

  it('cuts one long word at the limit, and never splits an emoji', () => {
    expect(truncate('Supercalifragilistic', 5)).toBe('Super...');
    expect(truncate('😀😀😀😀', 2)).toBe('😀😀...');
  });

  it('counts characters after plain text the same: emoji past, at and before the limit, and lone surrogates as one each', () => {
    expect(truncate('abc😀😀de', 4)).toBe('abc😀...');
    expect(truncate('abcd😀😀', 4)).toBe('abcd...');
    expect(truncate('abcde😀', 4)).toBe('abcd...');
    expect(truncate('ab\ud800cd\udc00ef', 4)).toBe('ab\ud800c...');
    expect(truncate('ab\udc00\ud800😀x', 4)).toBe('ab\udc00\ud800...');
    expect(truncate('a\ud800', 1)).toBe('a...');
  });
});

describe('rendering spec, validation rules Sort helper: alphabetical, case-insensitive', () => {
  it('sorts strings ignoring case, without changing the input', () => {
    const input = ['banana', 'Apple', 'cherry', 'apricot'];
    expect(sortAlphabetically(input)).toEqual(['Apple', 'apricot', 'banana', 'cherry']);
    expect(input).toEqual(['banana', 'Apple', 'cherry', 'apricot']);
  });

  it('keeps the order of names that differ only in case', () => {
    expect(sortAlphabetically(['b', 'B', 'a', 'A'])).toEqual(['a', 'A', 'b', 'B']);
    expect(sortAlphabetically(['B', 'b', 'A', 'a'])).toEqual(['A', 'a', 'B', 'b']);
  });

  it('sorts objects on a key, a missing value first', () => {
    const items = [{ title: 'zebra' }, { title: 'Ant' }, { title: undefined }, { title: 'bee' }];
    expect(sortAlphabetically(items, 'title').map((item) => item.title)).toEqual([undefined, 'Ant', 'bee', 'zebra']);
  });

  it('property: the result is a permutation in order, whatever the case', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (items) => {
        const sorted = sortAlphabetically(items);
        expect([...sorted].sort()).toEqual([...items].sort());
        const collator = new Intl.Collator('en', { sensitivity: 'accent' });
        for (let i = 1; i < sorted.length; i += 1) expect(collator.compare(sorted[i - 1] ?? '', sorted[i] ?? '')).toBeLessThanOrEqual(0);
      }),
    );
  });
});
