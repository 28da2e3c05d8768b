import { describe, expect, it } from 'vitest';
import {
  BUILDER_FIELD_STRINGS,
  INVALID_PAGE_URL_MESSAGE,
  LINKS_FORMAT_MESSAGE,
  UNEXPECTED_OPTION_MESSAGE,
  fillInOrder,
  fontPreviewFamily,
  linksFormatMessage,
  timeZoneOptions,
  validateLink,
  validateOption,
  validatePageUrl,
} from './builderFields.ts';

describe('rendering spec, validation rules Builder messages: links', () => {
  it('quotes the message verbatim and fills both hosts in order', () => {
    expect(LINKS_FORMAT_MESSAGE).toBe('Links must be formatted as {host} or {host}');
    expect(fillInOrder(LINKS_FORMAT_MESSAGE, 'host', ['A', 'B'])).toBe('Links must be formatted as A or B');
    expect(fillInOrder(LINKS_FORMAT_MESSAGE, 'host', ['A'])).toBe('Links must be formatted as A or {host}');
    expect(fillInOrder('no placeholder', 'host', ['A'])).toBe('no placeholder');
  });

  it('accepts http and https links to a dotted host', () => {
    for (const link of ['https://example.com', 'http://shop.example.co.uk/path?q=1#top', 'https://example.com:8080/', 'https://bücher.example']) {
      expect(validateLink(link), link).toBeNull();
    }
  });

  it('refuses other links and suggests both forms with the host that was typed', () => {
    expect(validateLink('example.com/shop')).toBe('Links must be formatted as http://example.com or https://example.com');
    expect(validateLink('ftp://files.example.org')).toBe('Links must be formatted as http://files.example.org or https://files.example.org');
    expect(validateLink('https://localhost')).toBe('Links must be formatted as http://example.com or https://example.com');
    expect(validateLink('https://exa mple.com')).not.toBeNull();
    expect(linksFormatMessage('')).toBe('Links must be formatted as http://example.com or https://example.com');
  });
});

describe('rendering spec, validation rules Builder messages: page URLs and options', () => {
  it('quotes the messages verbatim', () => {
    expect(INVALID_PAGE_URL_MESSAGE).toBe('{val} is not a valid page URL');
    expect(UNEXPECTED_OPTION_MESSAGE).toBe('{val} is not one of the expected options');
  });

  it('accepts site paths and refuses the rest with the value in the message', () => {
    for (const path of ['/', '/about', 'about', '/shop/summer-sale_2024/', '/a.b~c']) {
      expect(validatePageUrl(path), path).toBeNull();
    }
    expect(validatePageUrl('/about us')).toBe('/about us is not a valid page URL');
    expect(validatePageUrl('//double')).toBe('//double is not a valid page URL');
    expect(validatePageUrl('https://example.com')).toBe('https://example.com is not a valid page URL');
    expect(validatePageUrl('')).toBe(' is not a valid page URL');
  });

  it('accepts one of the options exactly', () => {
    expect(validateOption('grid', ['grid', 'list'])).toBeNull();
    expect(validateOption('Grid', ['grid', 'list'])).toBe('Grid is not one of the expected options');
  });
});

describe('rendering spec, validation rules Builder messages: worded in the site strings', () => {
  it('defaults to the spec wording', () => {
    expect(BUILDER_FIELD_STRINGS).toEqual({
      builderLinksFormatMessage: 'Links must be formatted as {host} or {host}',
      builderInvalidPageUrlMessage: '{val} is not a valid page URL',
      builderUnexpectedOptionMessage: '{val} is not one of the expected options',
    });
  });

  it('fills the site wording it is given', () => {
    const strings = {
      builderLinksFormatMessage: 'Use {host} / {host}',
      builderInvalidPageUrlMessage: 'Bad path: {val}',
      builderUnexpectedOptionMessage: 'Unknown: {val}',
    };
    expect(validateLink('example.com', strings)).toBe('Use http://example.com / https://example.com');
    expect(validatePageUrl('a b', strings)).toBe('Bad path: a b');
    expect(validateOption('x', ['y'], strings)).toBe('Unknown: x');
  });
});

describe('timeZoneOptions (rendering spec, constants and limits default zone America/New_York)', () => {
  it('lists the IANA zones the runtime knows, sorted, the default among them', () => {
    const zones = timeZoneOptions('America/New_York');
    expect(zones).toContain('America/New_York');
    expect(zones).toContain('Europe/Lisbon');
    expect(zones).toContain('Asia/Tokyo');
    expect(zones.indexOf('Africa/Abidjan')).toBeLessThan(zones.indexOf('America/New_York'));
    expect(new Set(zones).size).toBe(zones.length);
  });

  it('adds a current zone the list lacks, once', () => {
    expect(timeZoneOptions('Etc/Made_Up').filter((zone) => zone === 'Etc/Made_Up')).toHaveLength(1);
    expect(timeZoneOptions('America/New_York').filter((zone) => zone === 'America/New_York')).toHaveLength(1);
  });

  it('still offers the current zone where the runtime has no list', () => {
    const supported = Intl.supportedValuesOf;
    try {
      Object.defineProperty(Intl, 'supportedValuesOf', { configurable: true, value: () => { throw new RangeError('no list'); } });
      expect(timeZoneOptions('America/New_York')).toEqual(['America/New_York']);
    } finally {
      Object.defineProperty(Intl, 'supportedValuesOf', { configurable: true, value: supported });
    }
  });
});

describe('fontPreviewFamily', () => {
  it('quotes the family and falls back on the generic family of its category', () => {
    expect(fontPreviewFamily('Playfair Display', 'serif')).toBe('"Playfair Display", serif');
    expect(fontPreviewFamily('Caveat', 'handwriting')).toBe('"Caveat", cursive');
    expect(fontPreviewFamily('Bungee', 'display')).toBe('"Bungee", fantasy');
    expect(fontPreviewFamily('Odd', 'constructor')).toBe('"Odd", sans-serif');
  });

  it('escapes quotes, backslashes and line breaks so the family cannot end the declaration', () => {
    expect(fontPreviewFamily('A"; color: red', 'serif')).toBe('"A\\"; color: red", serif');
    expect(fontPreviewFamily('B\\\nC', 'serif')).toBe('"B\\\\ C", serif');
  });
});
