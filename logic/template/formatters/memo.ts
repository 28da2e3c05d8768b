/**
 * A small bounded memo for formatters that call a costly pure rule (a date through Intl, a truncation
 * character by character): the same input always gives the same text, and pages render the same
 * data again and again. Results are filed by group (an object that settles the rule's arguments, such
 * as a tag's argument list: found by identity, so no key string is built per call), by variant (a
 * string such as the time zone) and by input; when full it starts over, so memory stays bounded.
 */

/** Remembers up to `size` results, by group, variant and input. */
export class Memo {
  private readonly groups = new Map<object, Map<string, Map<string | number, string>>>();
  private count = 0;
  private readonly size: number;

  constructor(size: number) {
    this.size = size;
  }

  /** The remembered text for `input` in `group` and `variant`, or undefined. */
  find(group: object, variant: string, input: string | number): string | undefined {
    return this.groups.get(group)?.get(variant)?.get(input);
  }

  /** Remembers `value` for `input` in `group` and `variant`. */
  keep(group: object, variant: string, input: string | number, value: string): void {
    if (this.count >= this.size) {
      this.groups.clear();
      this.count = 0;
    }
    let variants = this.groups.get(group);
    if (variants === undefined) {
      variants = new Map();
      this.groups.set(group, variants);
    }
    let results = variants.get(variant);
    if (results === undefined) {
      results = new Map();
      variants.set(variant, results);
    }
    results.set(input, value);
    this.count += 1;
  }
}
