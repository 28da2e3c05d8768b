/** A class name, or nothing: what {@link cx} accepts. */
export type ClassValue = string | false | null | undefined;

/**
 * Joins class names, skipping empty ones: the one way a component merges its own class with the
 * caller's `className` (`cx(root, className)`).
 */
export function cx(...classes: ClassValue[]): string {
  let joined = '';
  for (const name of classes) {
    if (!name) continue;
    joined = joined ? `${joined} ${name}` : name;
  }
  return joined;
}
