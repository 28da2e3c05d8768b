/**
 * A small bounded memo for formatters that call a costly pure rule (a date through Intl, a truncation
 * character by character): the same input always gives the same text, and pages render the same
 * data again and again. When full it starts over, so memory stays bounded.
 */

/** Remembers up to `size` results by key. */
export class Memo {
  private readonly entries = new Map<string, string>();
  private readonly size: number;

  constructor(size: number) {
    this.size = size;
  }

  /** The remembered text for `key`, computing and keeping it the first time. */
  get(key: string, compute: () => string): string {
    const known = this.entries.get(key);
    if (known !== undefined) return known;
    const value = compute();
    if (this.entries.size >= this.size) this.entries.clear();
    this.entries.set(key, value);
    return value;
  }
}
