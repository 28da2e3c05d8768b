/**
 * The benchmark page (scripts/bench/grid-bench.ts drives it in Chromium): mounts, re-renders from the root
 * and changes the cart of the Vitrine page and of the bare one, on demand, and checks that the two
 * draw the same DOM. Times are React's work (render and commit) read with performance.now().
 */
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { BarePage, bareCart } from './BarePage.tsx';
import { cartProbe, VitrinePage } from './VitrinePage.tsx';

export type Kind = 'vitrine' | 'bare' | 'derived';

function page(kind: Kind) {
  return kind === 'vitrine' ? <VitrinePage /> : <BarePage derive={kind === 'derived'} />;
}

const stage = document.getElementById('stage') as HTMLElement;

function mounted(kind: Kind): { root: Root; container: HTMLElement; mountTime: number } {
  const container = document.createElement('div');
  stage.append(container);
  const root = createRoot(container);
  const start = performance.now();
  flushSync(() => root.render(page(kind)));
  return { root, container, mountTime: performance.now() - start };
}

function unmount(root: Root, container: HTMLElement) {
  flushSync(() => root.unmount());
  container.remove();
}

/** Each element's tag, attributes (ids replaced by their order of appearance) and text, one per line. */
function normalised(container: HTMLElement): string[] {
  const ids = new Map<string, string>();
  const idOf = (value: string) => {
    if (!ids.has(value)) ids.set(value, `id${ids.size + 1}`);
    return ids.get(value) as string;
  };
  const lines: string[] = [];
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node instanceof Element) {
      const attributes = [...node.attributes]
        .map(({ name, value }) =>
          name === 'id' || name === 'aria-labelledby' || name === 'aria-describedby' || name === 'for'
            ? `${name}=${value.split(' ').map(idOf).join(' ')}`
            : `${name}=${value}`,
        )
        .sort();
      let depth = 0;
      for (let parent = node.parentElement; parent && parent !== container; parent = parent.parentElement) depth += 1;
      lines.push(`${' '.repeat(depth)}<${node.tagName.toLowerCase()} ${attributes.join(' ')}>`);
    } else if (node.textContent) {
      lines.push(`  text ${JSON.stringify(node.textContent)}`);
    }
  }
  return lines;
}

/** Lines of context shown around a difference (`?context=40`). */
const CONTEXT = Number(new URLSearchParams(location.search).get('context') ?? 4);

/** A fiber as this count reads it (React's internals: for this diagnostic only, never for the library). */
interface FiberNode {
  tag: number;
  child: FiberNode | null;
  sibling: FiberNode | null;
  memoizedState: { next: unknown } | null;
  updateQueue: { lastEffect?: { next: unknown } | null } | null;
}

/** React's fiber tags of components whose function runs (function, forwardRef, memo, simple memo). */
const FUNCTION_TAGS = new Set([0, 11, 14, 15]);

/**
 * What React keeps for a mounted page, counted: components whose function runs, hooks and effects of
 * theirs, and all fibers. Deterministic, unlike a time: it shows what a change removed from each mount.
 */
function workOf(root: Root) {
  const counts = { components: 0, hooks: 0, effects: 0, fibers: 0 };
  const current = (root as unknown as { _internalRoot: { current: FiberNode } })._internalRoot.current;
  const stack: FiberNode[] = [current];
  while (stack.length > 0) {
    const fiber = stack.pop() as FiberNode;
    counts.fibers += 1;
    if (FUNCTION_TAGS.has(fiber.tag)) {
      counts.components += 1;
      for (let hook = fiber.memoizedState as { next: unknown } | null; hook; hook = hook.next as { next: unknown } | null) counts.hooks += 1;
      const last = fiber.updateQueue?.lastEffect;
      if (last) {
        let effect = last.next as { next: unknown };
        counts.effects += 1;
        while (effect !== last) {
          counts.effects += 1;
          effect = effect.next as { next: unknown };
        }
      }
    }
    if (fiber.sibling) stack.push(fiber.sibling);
    if (fiber.child) stack.push(fiber.child);
  }
  return counts;
}

/** Mounts the Vitrine page and each bare one, and finds the first line where their DOMs differ. */
function check() {
  const vitrine = mounted('vitrine');
  const expected = normalised(vitrine.container);
  const elements = vitrine.container.getElementsByTagName('*').length;
  const work = { vitrine: workOf(vitrine.root), bare: { components: 0, hooks: 0, effects: 0, fibers: 0 } };
  unmount(vitrine.root, vitrine.container);
  const differences = (['bare', 'derived'] as const).flatMap((kind) => {
    const bare = mounted(kind);
    const actual = normalised(bare.container);
    if (kind === 'bare') work.bare = workOf(bare.root);
    unmount(bare.root, bare.container);
    const at = expected.findIndex((line, index) => line !== actual[index]);
    if (at === -1 && expected.length === actual.length) return [];
    const line = at === -1 ? Math.min(expected.length, actual.length) : at;
    const from = Math.max(line - 3, 0);
    return [{ kind, line, vitrine: expected.slice(from, line + CONTEXT), bare: actual.slice(from, line + CONTEXT) }];
  });
  return { elements, lines: expected.length, differences, work };
}

/** Cart changes per sample: one is too quick for the clock. */
const CHANGES = 10;

async function changeCart(kind: Kind): Promise<number> {
  if (kind !== 'vitrine') {
    const start = performance.now();
    for (let change = 0; change < CHANGES; change += 1) bareCart.change(change % 2 === 0 ? 2 : 1);
    return (performance.now() - start) / CHANGES;
  }
  const actions = cartProbe.actions;
  if (!actions) throw new Error('The Vitrine page has no cart.');
  const start = performance.now();
  for (let change = 0; change < CHANGES; change += 1) {
    const settled = new Promise<void>((resolve) => {
      cartProbe.settled = resolve;
    });
    await actions.updateQuantity('entry-1', change % 2 === 0 ? 2 : 1);
    await settled;
  }
  cartProbe.settled = null;
  return (cartProbe.lastCommit - start) / CHANGES;
}

/** One sample of each measure for one kind: mount, a re-render from the root, a cart change. */
async function sample(kind: Kind) {
  const { root, container, mountTime } = mounted(kind);
  const start = performance.now();
  flushSync(() => root.render(page(kind)));
  const rerender = performance.now() - start;
  const cartChange = await changeCart(kind);
  unmount(root, container);
  return { mount: mountTime, rerender, cartChange };
}

/** A mount and nothing else, for the profile. */
function mountOnly(kind: Kind) {
  const { root, container } = mounted(kind);
  unmount(root, container);
}

declare global {
  interface Window {
    gridBench: { check: typeof check; sample: typeof sample; mountOnly: typeof mountOnly };
  }
}

window.gridBench = { check, sample, mountOnly };
