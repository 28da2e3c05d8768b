/**
 * The `message` (and `plural`) formatter: a small ICU-style message format through Intl
 * (TEMPLATE-LANGUAGE.md "Formatters and predicates to provide"). `{0}` and `{name}` insert an
 * argument; `{n, plural, one {# item} other {# items}}` (commas optional), `select` and `number`
 * choose or format. Arguments are paths read in the tag's scope, `key=path` (or `key:path`) also by name.
 */
import * as intlCacheModule from '../../intlCache.ts';
import type { Formatter } from '../registry.ts';
import * as valuesModule from '../values.ts';

// Imports bound once: a module runner may read imported names through a getter on every call.
const { asNumber, asString } = valuesModule;
const { numberFormat, pluralRules } = intlCacheModule;

// Plural rules by kind, as Intl names them; shared objects (building one per call was ~12× the incumbent's cost).
const PLURAL_TYPES = { plural: { type: 'cardinal' }, selectordinal: { type: 'ordinal' } } as const;

interface MessageArguments {
  positional: unknown[];
  named: Record<string, unknown>;
}

class MessageReader {
  index = 0;
  readonly text: string;
  readonly args: MessageArguments;
  readonly locale: string;
  constructor(text: string, args: MessageArguments, locale: string) {
    this.text = text;
    this.args = args;
    this.locale = locale;
  }

  /** Reads text up to an unmatched `}` (or the end), expanding arguments; `#` prints `hash` when given. */
  body(hash: string | null): string {
    let out = '';
    while (this.index < this.text.length) {
      const c = this.text.charAt(this.index);
      if (c === '}') return out;
      if (c === '{') {
        out += this.placeholder();
        continue;
      }
      out += c === '#' && hash !== null ? hash : c;
      this.index += 1;
    }
    return out;
  }

  private word(): string {
    // Spaces, then spaces only after a comma (`\s*,?\s*` let two runs share the spaces and backtrack quadratically).
    const match = /^\s*(?:,\s*)?([^\s,{}]+)\s*(?:,\s*)?/.exec(this.text.slice(this.index));
    if (match === null) return '';
    this.index += match[0].length;
    return match[1] ?? '';
  }

  private value(name: string): unknown {
    return /^\d+$/.test(name) ? this.args.positional[Number(name)] : this.args.named[name];
  }

  /** A `{…}` placeholder starting at the current `{`. */
  private placeholder(): string {
    const start = this.index;
    this.index += 1;
    const name = this.word();
    const value = this.value(name);
    if (this.text.charAt(this.index) === '}') {
      this.index += 1;
      return asString(value);
    }
    const kind = this.word();
    let result: string;
    if (kind === 'plural' || kind === 'selectordinal') {
      const n = asNumber(value);
      const rules = pluralRules(this.locale, PLURAL_TYPES[kind]);
      result = this.cases([`=${n}`, rules.select(n), 'other'], numberFormat(this.locale).format(n));
    } else if (kind === 'select') {
      result = this.cases([asString(value), 'other'], null);
    } else if (kind === 'number') {
      result = numberFormat(this.locale).format(asNumber(value));
      this.skipTo('}');
    } else {
      this.skipTo('}');
      return this.text.slice(start, this.index);
    }
    if (this.text.charAt(this.index) === '}') this.index += 1;
    return result;
  }

  private skipTo(end: string): void {
    while (this.index < this.text.length && this.text.charAt(this.index) !== end) this.index += 1;
    if (this.index < this.text.length) this.index += 1;
  }

  /** Reads `key {body}` cases and returns the body of the first key in `wanted` that exists. */
  private cases(wanted: readonly string[], hash: string | null): string {
    const found = new Map<string, string>();
    for (;;) {
      const key = this.word();
      if (key === '' || this.text.charAt(this.index) !== '{') break;
      this.index += 1;
      const body = this.body(hash);
      this.index += 1;
      found.set(key, body);
    }
    for (const key of wanted) {
      const body = found.get(key);
      if (body !== undefined) return body;
    }
    return '';
  }
}

/** Formats an ICU-style message with its arguments in a locale. */
export function formatMessage(pattern: string, args: MessageArguments, locale: string): string {
  const reader = new MessageReader(pattern, args, locale);
  let out = '';
  while (reader.index < pattern.length) {
    out += reader.body(null);
    if (reader.index < pattern.length) {
      out += '}';
      reader.index += 1;
    }
  }
  return out;
}

/** `{pattern|message a count=items.length}`. */
export const message: Formatter = (value, args, context) => {
  const positional: unknown[] = [];
  // No prototype: a name such as `__proto__` or `constructor` is only ever an argument.
  const named = Object.create(null) as Record<string, unknown>;
  for (const arg of args) {
    const split = arg.search(/[:=]/);
    if (split === -1) {
      positional.push(context.resolveInScope(arg));
      continue;
    }
    const resolved = context.resolveInScope(arg.slice(split + 1));
    named[arg.slice(0, split)] = resolved;
    positional.push(resolved);
  }
  return formatMessage(asString(value), { positional, named }, context.locale);
};

/** The message formatters by name (`plural` is the same formatter). */
export const MESSAGE_FORMATTERS: Readonly<Record<string, Formatter>> = { message, plural: message };
