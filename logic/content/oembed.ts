/**
 * A video block's oEmbed answer (rendering spec, entities "Video": oembed html and providerName) reduced to
 * the one thing a page may show from it: the provider's player frame. The html is the provider's,
 * relayed through the site, so it is treated as hostile: it is never put in the page as markup.
 * It is read by a small allow-list scanner that finds the `<iframe>` tags outside comments and
 * raw-text elements, keeps the first https `src` (on the provider's own hosts when the provider is known),
 * size, title and the allow-listed `allow` features, and drops everything else. React then draws a
 * fresh `<iframe>` from that description, so the server (template formatter) and the browser read
 * the html with the same code and hydrate to the same markup. One pass over the text, no regular
 * expression that can backtrack: linear time on any input.
 */

/** rendering spec, validation rules "Video": the message for a Vimeo Basic account's video. */
export const VIMEO_BASIC_UNSUPPORTED_MESSAGE = 'Vimeo Basic accounts are unsupported. Please share a video from a different account.';

/** The video's messages, overridable through the localized strings. */
export const VIDEO_MESSAGE_STRINGS = {
  videoVimeoBasicUnsupportedText: VIMEO_BASIC_UNSUPPORTED_MESSAGE,
} as const;

/** The most of an oEmbed html the scanner reads; a player's frame is a few hundred characters. */
export const OEMBED_HTML_MAX_LENGTH = 20_000;

/** The player hosts of the providers the library knows, by lower-case provider name. */
export const OEMBED_PROVIDER_HOSTS: Readonly<Record<string, readonly string[]>> = {
  youtube: ['www.youtube.com', 'youtube.com', 'www.youtube-nocookie.com'],
  vimeo: ['player.vimeo.com'],
  wistia: ['fast.wistia.net', 'fast.wistia.com'],
  dailymotion: ['www.dailymotion.com', 'geo.dailymotion.com'],
};

/** The `allow` features a player frame may keep (others, like camera or microphone, are dropped). */
export const OEMBED_ALLOWED_FEATURES: readonly string[] = ['autoplay', 'encrypted-media', 'fullscreen', 'picture-in-picture', 'accelerometer', 'gyroscope', 'clipboard-write', 'web-share'];

/** The provider's player frame as the page draws it. */
export interface EmbedFrame {
  /** An absolute https address. */
  src: string;
  /** Width and height in CSS pixels, when the html gave whole numbers. */
  width?: number;
  height?: number;
  /** The frame's title from the html (visitor-facing text, shown as text). */
  title?: string;
  /** The allow-listed features, space-separated (empty when none). */
  allow: string;
  allowFullScreen: boolean;
}

const RAW_TEXT = ['script', 'style', 'textarea', 'title', 'noscript', 'xmp', 'noembed', 'noframes', 'template', 'plaintext'];

function isSpace(c: string): boolean {
  return c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f';
}

function isNameChar(c: string): boolean {
  return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c === '-';
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' };

/** Decodes the character references an attribute value may hold (named ones the scanner knows, numeric ones), one pass. */
export function decodeAttribute(value: string): string {
  let out = '';
  let index = 0;
  while (index < value.length) {
    const amp = value.indexOf('&', index);
    if (amp === -1) return out + value.slice(index);
    out += value.slice(index, amp);
    const semi = value.indexOf(';', amp);
    // References are short: a far semicolon belongs to later text, so this stays linear.
    if (semi === -1 || semi - amp > 10) {
      out += '&';
      index = amp + 1;
      continue;
    }
    const name = value.slice(amp + 1, semi).toLowerCase();
    let decoded: string | undefined = Object.hasOwn(NAMED_ENTITIES, name) ? NAMED_ENTITIES[name] : undefined;
    if (decoded === undefined && name.startsWith('#')) {
      const code = name.startsWith('#x') ? Number.parseInt(name.slice(2), 16) : Number.parseInt(name.slice(1), 10);
      if (Number.isInteger(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)) decoded = String.fromCodePoint(code);
    }
    if (decoded === undefined) {
      out += '&';
      index = amp + 1;
    } else {
      out += decoded;
      index = semi + 1;
    }
  }
  return out;
}

/** Reads a tag's attributes from `from` (just after its name) to its `>`: lower-case names, decoded values; the index after the tag. */
function readAttributes(html: string, from: number): { attributes: Map<string, string>; end: number } {
  const attributes = new Map<string, string>();
  let index = from;
  const length = html.length;
  while (index < length) {
    const c = html.charAt(index);
    if (isSpace(c) || c === '/') {
      index += 1;
      continue;
    }
    if (c === '>') return { attributes, end: index + 1 };
    const nameStart = index;
    while (index < length && !isSpace(html.charAt(index)) && html.charAt(index) !== '=' && html.charAt(index) !== '>' && html.charAt(index) !== '/') index += 1;
    const name = html.slice(nameStart, index).toLowerCase();
    while (index < length && isSpace(html.charAt(index))) index += 1;
    let value = '';
    if (html.charAt(index) === '=') {
      index += 1;
      while (index < length && isSpace(html.charAt(index))) index += 1;
      const quote = html.charAt(index);
      if (quote === '"' || quote === "'") {
        const close = html.indexOf(quote, index + 1);
        const stop = close === -1 ? length : close;
        value = html.slice(index + 1, stop);
        index = stop + 1;
      } else {
        const valueStart = index;
        while (index < length && !isSpace(html.charAt(index)) && html.charAt(index) !== '>') index += 1;
        value = html.slice(valueStart, index);
      }
    }
    // The first of a repeated attribute wins, as in a browser.
    if (name !== '' && !attributes.has(name)) attributes.set(name, decodeAttribute(value));
  }
  return { attributes, end: length };
}

/** Every `<iframe>` tag of the html outside comments and raw-text elements, in order, as its attributes. */
export function iframeAttributes(html: string): Map<string, string>[] {
  const frames: Map<string, string>[] = [];
  const lower = html.toLowerCase();
  let index = 0;
  while (index < lower.length) {
    const open = lower.indexOf('<', index);
    if (open === -1) break;
    if (lower.startsWith('<!--', open)) {
      const close = lower.indexOf('-->', open + 4);
      if (close === -1) break;
      index = close + 3;
      continue;
    }
    let nameEnd = open + 1;
    while (nameEnd < lower.length && isNameChar(lower.charAt(nameEnd))) nameEnd += 1;
    const name = lower.slice(open + 1, nameEnd);
    if (name === '') {
      index = open + 1;
      continue;
    }
    const { attributes, end } = readAttributes(html, nameEnd);
    if (name === 'iframe') frames.push(attributes);
    if (name === 'iframe' || RAW_TEXT.includes(name)) {
      // Text up to the element's end tag is not markup: an "<iframe" inside a script (or a frame's fallback) is not a frame.
      const close = lower.indexOf(`</${name}`, end);
      if (close === -1) break;
      index = close + 2;
      continue;
    }
    index = Math.max(end, open + 1);
  }
  return frames;
}

function pixels(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > 5) return undefined;
  for (const c of trimmed) if (c < '0' || c > '9') return undefined;
  const number = Number(trimmed);
  return number > 0 ? number : undefined;
}

/** The https address of a frame's `src` (protocol-relative read as https); null for any other scheme or a malformed one. */
function httpsSource(src: string | undefined): URL | null {
  if (src === undefined) return null;
  const trimmed = src.trim();
  try {
    const url = new URL(trimmed.startsWith('//') ? `https:${trimmed}` : trimmed);
    return url.protocol === 'https:' && url.username === '' && url.password === '' ? url : null;
  } catch {
    return null;
  }
}

/** The provider's hosts, when the library knows the provider; null for any other. */
function providerHosts(providerName: string): readonly string[] | null {
  const key = providerName.trim().toLowerCase();
  return Object.hasOwn(OEMBED_PROVIDER_HOSTS, key) ? (OEMBED_PROVIDER_HOSTS[key] ?? null) : null;
}

/**
 * The provider's player frame from an oEmbed html: only the first `<iframe>` with an https `src`
 * (a frame of another scheme or host before it is passed over) survives (on the provider's hosts when the provider is one of OEMBED_PROVIDER_HOSTS), with its
 * size, title, allow-listed features and full-screen flag. Null for no html, no frame, another
 * scheme or another host. Never throws; reads at most OEMBED_HTML_MAX_LENGTH characters.
 */
export function sanitizeOembed(html: unknown, providerName: unknown = ''): EmbedFrame | null {
  if (typeof html !== 'string' || html === '') return null;
  const hosts = providerHosts(typeof providerName === 'string' ? providerName : '');
  for (const attributes of iframeAttributes(html.slice(0, OEMBED_HTML_MAX_LENGTH))) {
    const url = httpsSource(attributes.get('src'));
    if (url !== null && (hosts === null || hosts.includes(url.hostname))) return frameOf(url, attributes);
  }
  return null;
}

function frameOf(url: URL, attributes: Map<string, string>): EmbedFrame {
  // A Set, so a hostile `allow` of thousands of repeated features stays linear.
  const features = [
    ...new Set(
      (attributes.get('allow') ?? '')
        .split(';')
        .map((feature) => feature.trim().split(' ')[0]?.toLowerCase() ?? '')
        .filter((feature) => OEMBED_ALLOWED_FEATURES.includes(feature)),
    ),
  ];
  const width = pixels(attributes.get('width'));
  const height = pixels(attributes.get('height'));
  const title = attributes.get('title')?.trim();
  return {
    src: url.href,
    ...(width === undefined ? {} : { width }),
    ...(height === undefined ? {} : { height }),
    ...(title ? { title } : {}),
    allow: features.join('; '),
    allowFullScreen: attributes.has('allowfullscreen') || features.includes('fullscreen'),
  };
}

/** What a video block shows: the provider's frame, the Vimeo Basic message, or nothing usable. */
export type VideoEmbed = { kind: 'frame'; frame: EmbedFrame } | { kind: 'vimeo-basic' } | { kind: 'unavailable' };

/**
 * What a video block shows. The spec gives the Vimeo Basic message (rendering spec, validation rules) but not when;
 * the library reads it as: the provider is Vimeo and its oEmbed answer holds no player frame that
 * survives (a Basic account's video comes back without an embeddable player). Any other provider
 * without a frame is 'unavailable'. Never throws.
 */
export function videoEmbed(html: unknown, providerName: unknown): VideoEmbed {
  const frame = sanitizeOembed(html, providerName);
  if (frame !== null) return { kind: 'frame', frame };
  return typeof providerName === 'string' && providerName.trim().toLowerCase() === 'vimeo' ? { kind: 'vimeo-basic' } : { kind: 'unavailable' };
}
