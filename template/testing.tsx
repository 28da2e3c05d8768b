/**
 * For a Chromium test that a fragment formatter's markup hydrates into its component (the
 * hydration.*.test.tsx files): `const { serverRender, hydrate } = hydrationHarness({ context, strings })`
 * renders templates with the fragment engine into the page and hydrates them with the same tree and
 * identifier prefix, failing on any mismatch. Registers its own beforeEach/afterEach (console errors
 * watched, roots unmounted, the page emptied). Not part of `vitrine/template`.
 */
import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, vi, type MockInstance } from 'vitest';
import type { LocalizedStrings } from '../logic/shared/strings.ts';
import { createFragmentTemplateEngine, fragmentIdentifierPrefix, fragmentTree } from './fragmentFormatters.tsx';

/** What {@link hydrationHarness} gives a test file. */
export interface HydrationHarness {
  /** Renders `template` with the fragment engine (no template errors allowed) into a container of the page. */
  serverRender(template: string): HTMLElement;
  /**
   * Hydrates `container` with `element` as the formatter `name` rendered it for the item `key` (its
   * `occurrence`-th time in the render); checks React reported nothing and kept every server-rendered
   * node, except those `mayRemove` accepts (a node a component removes itself after mounting).
   */
  hydrate(container: HTMLElement, name: string, key: string, element: ReactElement, options?: { occurrence?: number; mayRemove?: (node: Element) => boolean }): Promise<Root>;
  /** The one element of `container` matching `selector`; throws when there is none. */
  only<T extends Element>(container: HTMLElement, selector: string): T;
  /** Runs `wait` with React's act() environment off, for updates that arrive on their own (an answer). */
  outsideAct(wait: () => Promise<unknown>): Promise<void>;
  /** The console errors of the current test (none is allowed around a hydration). */
  consoleErrors(): MockInstance<typeof console.error>;
  /** A root the test hydrated itself (a mismatch on purpose), unmounted after the test like the others. */
  adopt(root: Root): Root;
}

/** Sets up the hydration checks of one test file over a template context and the site's strings. */
export function hydrationHarness({ context, strings }: { context: object; strings: Partial<LocalizedStrings> }): HydrationHarness {
  // Hydration and the interactions after it run inside act(), as React expects in a test.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const engine = createFragmentTemplateEngine();
  const roots: Root[] = [];
  let errors: MockInstance<typeof console.error> | undefined;

  beforeEach(() => {
    errors = vi.spyOn(console, 'error');
  });

  afterEach(() => {
    for (const root of roots.splice(0)) act(() => root.unmount());
    document.body.replaceChildren();
    errors?.mockRestore();
  });

  return {
    serverRender(template) {
      const result = engine.renderTemplate(template, context);
      expect(result.errors).toEqual([]);
      const container = document.createElement('div');
      container.innerHTML = result.html;
      document.body.append(container);
      return container;
    },
    async hydrate(container, name, key, element, { occurrence = 0, mayRemove = () => false } = {}) {
      const nodes = [...container.querySelectorAll('*')];
      expect(nodes.length).toBeGreaterThan(0);
      const onRecoverableError = vi.fn();
      let root: Root | undefined;
      await act(async () => {
        root = hydrateRoot(container, fragmentTree(element, strings), {
          identifierPrefix: fragmentIdentifierPrefix(name, key, occurrence),
          onRecoverableError,
        });
      });
      if (root === undefined) throw new Error('Not hydrated.');
      roots.push(root);
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
      // A mismatch makes React throw the server's nodes away and render its own: every one must still be there.
      expect(nodes.filter((node) => !container.contains(node) && !mayRemove(node))).toEqual([]);
      return root;
    },
    only<T extends Element>(container: HTMLElement, selector: string): T {
      const found = container.querySelector<T>(selector);
      if (found === null) throw new Error(`No ${selector}.`);
      return found;
    },
    adopt(root) {
      roots.push(root);
      return root;
    },
    consoleErrors() {
      if (errors === undefined) throw new Error('consoleErrors() is for inside a test.');
      return errors;
    },
    async outsideAct(wait) {
      const scope = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
      scope.IS_REACT_ACT_ENVIRONMENT = false;
      try {
        await wait();
      } finally {
        scope.IS_REACT_ACT_ENVIRONMENT = true;
      }
    },
  };
}
