/**
 * Visitor text is hostile: AutolinkedText shows any text exactly as text, makes no element
 * but its links, and links only http(s) addresses and the microblogging service.
 */
import { cleanup, render } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { fuzzParams, HOSTILE_FORM_TEXT, hostileText } from '../../../tests/hostile/support/index.ts';
import { AutolinkedText } from './AutolinkedText.tsx';

afterEach(cleanup);

/** What the component put on the page for `text`. */
function shown(text: string) {
  const { container } = render(<AutolinkedText text={text} />);
  const root = container.firstElementChild;
  if (root === null) throw new Error('Nothing rendered.');
  const elements = [...root.querySelectorAll('*')];
  const result = { text: root.textContent, tags: new Set(elements.map((element) => element.tagName)), hrefs: elements.map((element) => element.getAttribute('href') ?? '') };
  cleanup();
  return result;
}

describe('AutolinkedText on hostile text', () => {
  it('keeps the long hostile form text exactly, as text, with no element made from it', () => {
    const result = shown(`${HOSTILE_FORM_TEXT} javascript:alert(1) https://ok.test/x @ana #tag`);
    expect(result.text).toBe(`${HOSTILE_FORM_TEXT} javascript:alert(1) https://ok.test/x @ana #tag`);
    expect([...result.tags]).toEqual(['A']);
    expect(result.hrefs).toEqual(['https://ok.test/x', 'https://x.com/ana', 'https://x.com/hashtag/tag']);
  });

  it('shows any text exactly and links only http(s) addresses', () => {
    fc.assert(
      fc.property(hostileText(80), (text) => {
        const result = shown(`${text} @${text} #${text} https://a.test/${text}`);
        expect(result.text).toBe(`${text} @${text} #${text} https://a.test/${text}`);
        for (const tag of result.tags) expect(tag).toBe('A');
        for (const href of result.hrefs) expect(href).toMatch(/^https?:\/\//);
      }),
      fuzzParams(60),
    );
  });
});
