/**
 * The benchmark page (scripts/grid-bench.ts drives it in Chromium): mounts, re-renders from the root
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

/** Mounts the Vitrine page and each bare one, and finds the first line where their DOMs differ. */
function check() {
  const vitrine = mounted('vitrine');
  const expected = normalised(vitrine.container);
  const elements = vitrine.container.getElementsByTagName('*').length;
  unmount(vitrine.root, vitrine.container);
  const differences = (['bare', 'derived'] as const).flatMap((kind) => {
    const bare = mounted(kind);
    const actual = normalised(bare.container);
    unmount(bare.root, bare.container);
    const at = expected.findIndex((line, index) => line !== actual[index]);
    if (at === -1 && expected.length === actual.length) return [];
    const line = at === -1 ? Math.min(expected.length, actual.length) : at;
    const from = Math.max(line - 3, 0);
    return [{ kind, line, vitrine: expected.slice(from, line + CONTEXT), bare: actual.slice(from, line + CONTEXT) }];
  });
  return { elements, lines: expected.length, differences };
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
