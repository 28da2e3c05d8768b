/**
 * The benchmark page (scripts/grid-bench.ts drives it in Chromium): mounts, re-renders from the root
 * and changes the cart of the Vitrine page and of the bare one, on demand, and checks that the two
 * draw the same DOM. Times are React's work (render and commit) read with performance.now().
 */
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { BarePage, bareCart } from './BarePage.tsx';
import { cartProbe, VitrinePage } from './VitrinePage.tsx';

type Kind = 'vitrine' | 'bare';

const stage = document.getElementById('stage') as HTMLElement;

function mounted(kind: Kind): { root: Root; container: HTMLElement; mountTime: number } {
  const container = document.createElement('div');
  stage.append(container);
  const root = createRoot(container);
  const start = performance.now();
  flushSync(() => root.render(kind === 'vitrine' ? <VitrinePage /> : <BarePage />));
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

function check() {
  const vitrine = mounted('vitrine');
  const bare = mounted('bare');
  const a = normalised(vitrine.container);
  const b = normalised(bare.container);
  const elements = vitrine.container.getElementsByTagName('*').length;
  const bareElements = bare.container.getElementsByTagName('*').length;
  const at = a.findIndex((line, index) => line !== b[index]);
  const difference =
    at === -1 && a.length === b.length
      ? null
      : { line: at === -1 ? Math.min(a.length, b.length) : at, vitrine: a.slice(Math.max(at - 3, 0), at + Number(new URLSearchParams(location.search).get("context") ?? 4)), bare: b.slice(Math.max(at - 3, 0), at + 4) };
  unmount(vitrine.root, vitrine.container);
  unmount(bare.root, bare.container);
  return { elements, bareElements, lines: a.length, difference };
}

/** Cart changes per sample: one is too quick for the clock. */
const CHANGES = 10;

async function changeCart(kind: Kind): Promise<number> {
  if (kind === 'bare') {
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
  flushSync(() => root.render(kind === 'vitrine' ? <VitrinePage /> : <BarePage />));
  const rerender = performance.now() - start;
  const cartChange = await changeCart(kind);
  unmount(root, container);
  return { mount: mountTime, rerender, cartChange };
}

declare global {
  interface Window {
    gridBench: { check: typeof check; sample: typeof sample };
  }
}

window.gridBench = { check, sample };
