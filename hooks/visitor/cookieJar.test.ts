// @vitest-environment jsdom
/** The cookie jar (shopper spec, entities cookies, validation rules cookie values): what it writes to document.cookie, and that it never throws. */
import { afterEach, describe, expect, it } from 'vitest';
import { createCookieJar, type CookieDocument } from './cookieJar.ts';

/** A document that keeps what was written to its cookie property, to look at the exact text. */
function recordingDocument(): CookieDocument & { written: string[] } {
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return written.map((text) => text.split(';')[0]).join('; ');
    },
    set cookie(text: string) {
      written.push(text);
    },
  };
}

afterEach(() => {
  for (const pair of document.cookie.split('; ').filter(Boolean)) document.cookie = `${pair.split('=')[0]}=; Max-Age=0; Path=/`;
});

describe('shopper spec, entities, validation rules the cookie jar', () => {
  it('writes a census value as it is (the pipes of the visitor record included), for the whole site, with its lifetime in seconds', () => {
    const doc = recordingDocument();
    expect(createCookieJar(doc).set('ss_cvr', '7|1|2|3|4', 30 * 60 * 1000)).toBe(true);
    expect(doc.written).toEqual(['ss_cvr=7|1|2|3|4; Max-Age=1800; Path=/; SameSite=Lax']);
  });

  it('URI-encodes a value a cookie cannot hold as it is, and reads it back decoded', () => {
    const jar = createCookieJar(document);
    jar.set('note', 'a b;c', 60_000);
    expect(document.cookie).toContain('note=a%20b%3Bc');
    expect(jar.get('note')).toBe('a b;c');
  });

  it('removes a cookie', () => {
    const jar = createCookieJar(document);
    jar.set('ss_cid', '42', 60_000);
    jar.remove('ss_cid');
    expect(jar.all()).toEqual({});
  });

  it('reads a malformed cookie header without throwing', () => {
    const jar = createCookieJar({ cookie: 'ss_cvr=%E0%A4%A; =x; broken; crumb=abc' });
    expect(jar.get('crumb')).toBe('abc');
    expect(jar.get('ss_cvr')).toBe('%E0%A4%A');
  });

  it('does nothing outside a browser', () => {
    const jar = createCookieJar(null);
    expect(jar.all()).toEqual({});
    expect(jar.set('ss_cvt', '1', 1000)).toBe(false);
    expect(() => jar.remove('ss_cvt')).not.toThrow();
  });
});
