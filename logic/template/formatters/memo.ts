/**
 * A small bounded memo for formatters that call a costly pure rule (a date through Intl, a truncation
 * character by character): the same input always gives the same text, and pages render the same
 * data again and again. Results are kept per group (the rule's other arguments) and per input;
 * when full it starts over, so memory stays bounded.
 */

/** Remembers up to `size` results, by group and input. */
export class Memo {
  private readonly groups = new Map<string, Map<string | number, string>>();
  private count = 0;
  private readonly size: number;

  constructor(size: number) {
    this.size = size;
  }

  /** The remembered text for `input` in `group`, computing and keeping it the first time. */
  get(group: string, input: string | number, compute: () => string): string {
    let results = this.groups.get(group);
    if (results === undefined) {
      results = new Map();
      this.groups.set(group, results);
    }
    const known = results.get(input);
    if (known !== undefined) return known;
    const value = compute();
    if (this.count >= this.size) {
      this.groups.clear();
      this.count = 0;
      results = new Map();
      this.groups.set(group, results);
    }
    results.set(input, value);
    this.count += 1;
    return value;
  }
}
