/**
 * What a page keeps for its whole life outside React: the consent store of a page with no provider,
 * the commerce preferences' caches, the captcha scripts it has loaded. Each module that keeps such
 * state registers how to forget it. A site's page never calls {@link forgetPageState}; the catalogue
 * does before every story (.storybook/preview.tsx), so a story starts as on a fresh page whichever
 * story was shown before it in the same page (the sidebar, the stories' pass and the features all
 * switch stories in place).
 */
const forgetters = new Set<() => void>();

/** Registers how to forget one module's page-lifetime state. */
export function onForgetPageState(forget: () => void): void {
  forgetters.add(forget);
}

/** Forgets every registered module's page-lifetime state; one that throws does not stop the others. */
export function forgetPageState(): void {
  for (const forget of forgetters) {
    try {
      forget();
    } catch {
      // A module that cannot forget keeps its state; the others still start afresh.
    }
  }
}
