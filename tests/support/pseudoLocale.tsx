/**
 * Every visible string through LocalizedStrings (rendering spec, entities "Localized strings"):
 * every story of the catalogue, rendered in Chromium on the mock backend with a pseudo-locale — every
 * localized string wrapped in ⟦…⟧, a story's own site wording too — shows no text in a component
 * outside the brackets except data (titles, prices, option values, answers, the merchant's wording:
 * the strings of the fixtures, the stories' args and the stories' sources, never the library's own
 * wording). A template keeps its `{placeholders}` working, since the brackets go around the whole
 * template. Spoken text counts: aria-label, title, alt, placeholder…
 *
 * Each story is rendered as its args and loaders leave it, without its play function (play functions
 * check the English wording); states a play function reaches by acting are not seen here.
 *
 * The catalogue is checked in three test files (components/pseudoLocale/: the shop, the builder and
 * forms, the rest), so Vitest's workers share it: `describePseudoLocale` is the check, given one
 * file's story modules. Each file mocks the strings provider and the mock backend's hold with the
 * factories of pseudoLocaleMocks.tsx.
 */
import { cleanup, render } from '@testing-library/react';
import { composeStories, type composeStory, type Meta } from '@storybook/react-vite';
import { afterEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview.tsx';
import { LocalizedStringsProvider } from '../../hooks/shared/LocalizedStringsProvider.tsx';
import { autolink } from '../../logic/content/content.ts';
import { CURRENCY_SYMBOLS } from '../../logic/shopper/money.ts';
import { DEFAULT_LOCALIZED_STRINGS } from '../../logic/shared/strings.ts';
import { TEMPLATE_PLAYGROUND_STRINGS } from '../../logic/template/playground.ts';
import { settle, trackCalls } from './settle.ts';

/** A stories file as Vite's glob imports it. */
export type StoryModule = Record<string, unknown> & { default: Meta };

const sources = {
  ...import.meta.glob<string>(['../../components/**/*.stories.tsx', '../../components/**/*.setup.tsx'], { eager: true, query: '?raw', import: 'default' }),
  ...import.meta.glob<string>(['../../stories/**/*.stories.tsx', '../../stories/**/*.setup.tsx'], { eager: true, query: '?raw', import: 'default' }),
};
const fixtures = import.meta.glob<Record<string, unknown>>('../../mocks/fixtures/*.ts', { eager: true });

/** Every string inside a value (objects, arrays, maps), for the data allow-list. */
function stringsIn(value: unknown, into: Set<string>, seen = new Set<unknown>()): Set<string> {
  if (typeof value === 'string') {
    if (value.trim() !== '') into.add(value.trim());
  } else if (value !== null && typeof value === 'object' && !seen.has(value)) {
    seen.add(value);
    const entries = value instanceof Map ? [...value.entries()].flat() : Array.isArray(value) ? value : Object.entries(value).flat();
    for (const entry of entries) stringsIn(entry, into, seen);
  }
  return into;
}

/**
 * The string literals (and the fixed parts of template literals) of a story or setup source, read
 * line by line with comments left out, so an apostrophe in prose cannot pair the wrong quotes.
 */
function literalsIn(source: string, into: Set<string>): Set<string> {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  for (const line of code.split('\n')) {
    for (const [, , text] of line.matchAll(/(['"`])((?:\\.|(?!\1)[^\\])*?)\1/g)) {
      for (const part of (text ?? '').split(/\$\{[^}]*\}/)) if (part.trim() !== '') into.add(part.trim());
    }
  }
  return into;
}

/** The text of data written as markup (a caption's `<p>…&amp;…</p>`), as the page shows it. */
function withTextOfMarkup(values: Set<string>): Set<string> {
  for (const value of [...values]) {
    if (!/<\w|&\w+;/.test(value)) continue;
    const text = new DOMParser().parseFromString(value, 'text/html').body.textContent?.trim();
    if (text) values.add(text);
  }
  return values;
}

/** The library's own wording is never data, even where a story or fixture quotes it (the playground's too, not yet localized). */
const LIBRARY_WORDING = new Set(
  [...Object.values(DEFAULT_LOCALIZED_STRINGS), ...Object.values(TEMPLATE_PLAYGROUND_STRINGS)].map((value) => value.trim()),
);

/**
 * Visitor text as AutolinkedText shows it (a comment, a caption): its links and the text between them
 * are separate text nodes, so each piece of a data string that has a link is data too.
 */
function withAutolinkedPieces(values: readonly string[]): string[] {
  const pieces = new Set(values);
  for (const value of values) {
    if (!/[@#]|https?:|www\./.test(value)) continue;
    for (const token of autolink(value)) if (token.text.trim() !== '') pieces.add(token.text.trim());
  }
  return [...pieces];
}

/**
 * Data: the fixtures' strings (the shop's products, forms and merchant wording: a merchant's form may
 * label a field 'Email' as the sign-in form does, and it stays the merchant's word) and the strings
 * the stories and their setup write (args, harness buttons, answers typed in a play or a loader) —
 * minus the library's wording, which a story quotes when its play function checks it.
 */
const BASE_DATA = withAutolinkedPieces([
  ...new Set([
    ...withTextOfMarkup(stringsIn(Object.values(fixtures), new Set())),
    ...[...withTextOfMarkup(literalsIn(Object.values(sources).join('\n'), new Set()))].filter((value) => !LIBRARY_WORDING.has(value)),
  ]),
]);

/** A merchant's template (`Only {quantity} left!`) as the pattern of its rendered text. */
const templatePattern = (value: string) =>
  new RegExp(value.split(/\{\w+\}/).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('.+?'), 'g');
/** A data string with `{placeholders}` and some words of its own. */
const isDataTemplate = (value: string) => /\{\w+\}/.test(value) && /\p{L}{2}/u.test(value.replace(/\{\w+\}/g, ''));
const DATA_TEMPLATES = BASE_DATA.filter(isDataTemplate).map(templatePattern);

const SPOKEN_ATTRIBUTES = ['aria-label', 'aria-description', 'aria-roledescription', 'aria-valuetext', 'aria-placeholder', 'title', 'alt', 'placeholder'];

/**
 * The text a shopper sees or hears in the library's components: visible text nodes and the spoken
 * attributes of visible elements inside a component (`data-vitrine`, other than the theme root, which
 * holds the stories' own harness and documentation); code (`<code>`, `<pre>`) is data.
 */
function pageTexts(): Array<{ where: string; text: string }> {
  const texts: Array<{ where: string; text: string }> = [];
  const component = (element: Element) => element.closest('[data-vitrine]:not([data-vitrine="theme-root"])');
  const describe = (element: Element) => `<${element.tagName.toLowerCase()}> in ${component(element)?.getAttribute('data-vitrine') ?? '?'}`;
  const visible = (element: Element) =>
    component(element) !== null &&
    element.closest('code, pre') === null &&
    (element.closest('select') !== null || element.checkVisibility({ visibilityProperty: true }));
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    const text = node.textContent?.trim() ?? '';
    if (!parent || text === '' || ['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT'].includes(parent.tagName) || !visible(parent)) continue;
    texts.push({ where: describe(parent), text });
  }
  for (const element of document.body.querySelectorAll('*')) {
    if (!visible(element)) continue;
    for (const name of SPOKEN_ATTRIBUTES) {
      const text = element.getAttribute(name)?.trim();
      if (text) texts.push({ where: `${describe(element)} [${name}]`, text });
    }
  }
  return texts;
}

/** Text with every bracketed (localized) part taken out, nested ones first. */
function outsideBrackets(text: string): string {
  let rest = text;
  for (let previous = ''; previous !== rest; ) {
    previous = rest;
    rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ');
  }
  return rest;
}

const SYMBOLS = Object.values(CURRENCY_SYMBOLS)
  .map(({ symbol }) => symbol)
  .sort((a, b) => b.length - a.length);

/** What is left once data is taken out: the data strings (longest first) and templates, and currency symbols and codes next to amounts. */
function outsideData(text: string, data: readonly string[], templates: readonly RegExp[]): string {
  let rest = text;
  for (const pattern of templates) rest = rest.replace(pattern, ' ');
  for (const value of data) if (rest.includes(value)) rest = rest.split(value).join(' ');
  if (/\d/.test(rest)) {
    for (const symbol of SYMBOLS) rest = rest.split(symbol).join(' ');
    rest = rest.replace(/\b[A-Z]{3}\b/g, ' ');
  }
  return rest;
}

type ComposedStory = ReturnType<typeof composeStory>;

/** Renders each story of `modules` in the pseudo-locale and expects no text outside the brackets but data. */
export function describePseudoLocale(part: string, modules: Record<string, StoryModule>): void {
  const stories = Object.entries(modules).flatMap(([file, module]) =>
    (Object.entries(composeStories(module, preview)) as Array<[string, ComposedStory]>).map(([name, Story]) => ({ file, name, Story })),
  );

  afterEach(() => {
    cleanup();
    document.body.innerHTML = '';
  });

  describe(`every visible string comes through LocalizedStrings (pseudo-locale ⟦…⟧): ${part}`, () => {
    it('finds stories to render', () => {
      expect(stories.length).toBeGreaterThan(50);
    });
    it.each(stories.map((story) => [`${story.file.replace(/^.*\//, '')} ${story.name}`, story] as const))(
      '%s shows no text outside the brackets but data',
      async (_title, { Story }) => {
        // A story's args are its content (a primitive's title, a merchant's wording): data, whatever they say.
        const args = withAutolinkedPieces([...stringsIn(Story.args, new Set())]);
        const data = [...new Set([...BASE_DATA, ...args])].sort((a, b) => b.length - a.length);
        const templates = [...DATA_TEMPLATES, ...args.filter(isDataTemplate).map(templatePattern)];
        trackCalls();
        await Story.load();
        render(
          <LocalizedStringsProvider strings={DEFAULT_LOCALIZED_STRINGS}>
            <Story />
          </LocalizedStringsProvider>,
        );
        await settle();
        const leaks = pageTexts()
          .map(({ where, text }) => ({ where, text, rest: outsideData(outsideBrackets(text), data, templates) }))
          .filter(({ rest }) => /\p{L}/u.test(rest))
          .map(({ where, text }) => `${where}: ${JSON.stringify(text)}`);
        expect([...new Set(leaks)]).toEqual([]);
      },
      30_000,
    );
  });
}
