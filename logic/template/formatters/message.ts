/**
 * The `message` (and `plural`) formatter: a small ICU-style message format through Intl
 * (docs/template-language.md "Formatters and predicates to provide"). `{0}` and `{name}` insert an
 * argument; `{n, plural, one {# item} other {# items}}` (commas optional), `select` and `number`
 * choose or format. Arguments are paths read in the tag's scope, `key=path` (or `key:path`) also by name.
 *
 * A message is read once into parts (text, arguments, choices) and kept by its text, so a page that
 * formats the same message for every item reads it once; formatting then only picks and prints.
 */
import * as cacheBudget from '../cacheBudget.ts';
import type { BoundedMap } from '../cacheBudget.ts';
import type { TemplateCaches } from '../caches.ts';
import * as intlCacheModule from '../../shared/intlCache.ts';
import type { Formatter } from '../registry.ts';
import { cachesOf } from '../state.ts';
import * as valuesModule from '../values.ts';

// Imported names as module constants: the template bench renders 3–12% faster than through imported bindings.
const { bytesOf, CACHE_LIMITS, detached } = cacheBudget;
const { asNumber, asString } = valuesModule;
const { numberFormat, pluralRules } = intlCacheModule;

interface MessageArguments {
  positional: unknown[];
  named: Record<string, unknown> | null;
}

/** A choice's cases by key (a key written twice keeps its later body). */
type Cases = ReadonlyMap<string, readonly Part[]>;

/**
 * One part of a read message: text, `#` (the number of the enclosing plural), an argument, a number,
 * or a choice among cases.
 */
export type Part =
  | string
  | { readonly kind: 'hash' }
  | { readonly kind: 'argument' | 'number'; readonly name: string }
  | { readonly kind: 'plural' | 'selectordinal' | 'select'; readonly name: string; readonly cases: Cases };

const HASH: Part = { kind: 'hash' };

/** Reads a message's text into parts. Each character is read once: reading is linear in the text. */
class MessageReader {
  index = 0;
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }

  /** Reads text up to an unmatched `}` (or the end); `#` is the plural's number when `hash` is set. */
  body(hash: boolean): Part[] {
    const parts: Part[] = [];
    let start = this.index;
    const flush = () => {
      if (this.index > start) parts.push(this.text.slice(start, this.index));
    };
    while (this.index < this.text.length) {
      const c = this.text.charAt(this.index);
      if (c === '}') break;
      if (c === '{' || (c === '#' && hash)) {
        flush();
        if (c === '{') parts.push(this.placeholder());
        else {
          parts.push(HASH);
          this.index += 1;
        }
        start = this.index;
        continue;
      }
      this.index += 1;
    }
    flush();
    return parts;
  }

  private word(): string {
    // Spaces, then spaces only after a comma (`\s*,?\s*` let two runs share the spaces and backtrack quadratically).
    const pattern = /\s*(?:,\s*)?([^\s,{}]+)\s*(?:,\s*)?/y;
    pattern.lastIndex = this.index;
    const match = pattern.exec(this.text);
    if (match === null) return '';
    this.index += match[0].length;
    return match[1] ?? '';
  }

  /** A `{…}` placeholder starting at the current `{`. */
  private placeholder(): Part {
    const start = this.index;
    this.index += 1;
    const name = this.word();
    if (this.text.charAt(this.index) === '}') {
      this.index += 1;
      return { kind: 'argument', name };
    }
    const kind = this.word();
    if (kind === 'plural' || kind === 'selectordinal' || kind === 'select') {
      const cases = this.cases(kind !== 'select');
      if (this.text.charAt(this.index) === '}') this.index += 1;
      return { kind, name, cases };
    }
    this.skipTo('}');
    // An unknown kind prints as written.
    if (kind !== 'number') return this.text.slice(start, this.index);
    // A `}` right after a number's own is taken with it, as after a choice.
    if (this.text.charAt(this.index) === '}') this.index += 1;
    return { kind, name };
  }

  private skipTo(end: string): void {
    while (this.index < this.text.length && this.text.charAt(this.index) !== end) this.index += 1;
    if (this.index < this.text.length) this.index += 1;
  }

  /** Reads `key {body}` cases. */
  private cases(hash: boolean): Cases {
    const found = new Map<string, Part[]>();
    for (;;) {
      const key = this.word();
      if (key === '' || this.text.charAt(this.index) !== '{') break;
      this.index += 1;
      const body = this.body(hash);
      this.index += 1;
      found.set(key, body);
    }
    return found;
  }
}

/** A message read into parts: at the top level an unmatched `}` is printed as text. */
function readMessage(text: string): readonly Part[] {
  const reader = new MessageReader(text);
  const parts: Part[] = [];
  while (reader.index < text.length) {
    parts.push(...reader.body(false));
    if (reader.index < text.length) {
      parts.push('}');
      reader.index += 1;
    }
  }
  return parts;
}

/** A message's parts, kept in `cache` by a copy of its text; a message longer than CACHE_LIMITS.largestMessageBytes is read at each use. */
function partsOf(text: string, cache: BoundedMap<string, readonly Part[]>): readonly Part[] {
  const known = cache.get(text);
  if (known !== undefined) return known;
  const bytes = bytesOf(text);
  if (bytes > CACHE_LIMITS.largestMessageBytes) return readMessage(text);
  // Read from a copy: the parts are cut from the text they are read from, and the kept parts must
  // not hold on to the data's string (nor to a whole page it may be cut from).
  const copy = detached(text);
  const parts = readMessage(copy);
  cache.set(copy, parts, bytes);
  return parts;
}

/** The Intl objects of one locale, each fetched from logic/shared/intlCache.ts on first use and held here. */
export class LocaleIntl {
  private readonly locale: string;
  private cardinal: Intl.PluralRules | null = null;
  private ordinal: Intl.PluralRules | null = null;
  private numbers: Intl.NumberFormat | null = null;
  constructor(locale: string) {
    this.locale = locale;
  }
  rules(kind: 'plural' | 'selectordinal'): Intl.PluralRules {
    if (kind === 'plural') return (this.cardinal ??= pluralRules(this.locale, { type: 'cardinal' }));
    return (this.ordinal ??= pluralRules(this.locale, { type: 'ordinal' }));
  }
  number(value: number): string {
    return (this.numbers ??= numberFormat(this.locale)).format(value);
  }
}

/** The Intl objects of a locale, kept in `cache`. */
function intlOf(locale: string, cache: BoundedMap<string, LocaleIntl>): LocaleIntl {
  let intl = cache.get(locale);
  if (intl === undefined) {
    intl = new LocaleIntl(locale);
    cache.set(locale, intl);
  }
  return intl;
}

function argument(args: MessageArguments, name: string): unknown {
  if (/^\d+$/.test(name)) return args.positional[Number(name)];
  return args.named === null ? undefined : args.named[name];
}

/** The body of the first of `wanted` that is a case. */
function chosen(cases: Cases, wanted: readonly string[]): readonly Part[] {
  for (const key of wanted) {
    const body = cases.get(key);
    if (body !== undefined) return body;
  }
  return [];
}

function print(parts: readonly Part[], args: MessageArguments, intl: LocaleIntl, hash: string): string {
  let out = '';
  for (const part of parts) {
    if (typeof part === 'string') {
      out += part;
      continue;
    }
    switch (part.kind) {
      case 'hash':
        out += hash;
        break;
      case 'argument':
        out += asString(argument(args, part.name));
        break;
      case 'number':
        out += intl.number(asNumber(argument(args, part.name)));
        break;
      case 'select':
        out += print(chosen(part.cases, [asString(argument(args, part.name)), 'other']), args, intl, '');
        break;
      default: {
        const n = asNumber(argument(args, part.name));
        const body = chosen(part.cases, [`=${n}`, intl.rules(part.kind).select(n), 'other']);
        out += print(body, args, intl, intl.number(n));
      }
    }
  }
  return out;
}

/** Formats an ICU-style message with its arguments in a locale, keeping its reading in `caches`. */
export function formatMessage(pattern: string, args: MessageArguments, locale: string, caches: TemplateCaches): string {
  return print(partsOf(pattern, caches.messages), args, intlOf(locale, caches.messageIntls), '');
}

/** `{pattern|message a count=items.length}`. */
export const message: Formatter = (value, args, context) => {
  const positional: unknown[] = [];
  let named: Record<string, unknown> | null = null;
  for (const arg of args) {
    const split = arg.search(/[:=]/);
    if (split === -1) {
      positional.push(context.resolveInScope(arg));
      continue;
    }
    const resolved = context.resolveInScope(arg.slice(split + 1));
    // No prototype: a name such as `__proto__` or `constructor` is only ever an argument.
    named ??= Object.create(null) as Record<string, unknown>;
    named[arg.slice(0, split)] = resolved;
    positional.push(resolved);
  }
  return formatMessage(asString(value), { positional, named }, context.locale, cachesOf(context));
};

/** The message formatters by name (`plural` is the same formatter). */
export const MESSAGE_FORMATTERS: Readonly<Record<string, Formatter>> = { message, plural: message };
