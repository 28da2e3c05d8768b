/**
 * A site's theme values at run time: `themeStyle` maps them to the contract's custom properties and
 * drops everything else (unknown keys, non-strings, values that could leave their declaration) without
 * throwing, whatever it is given; ThemeRoot puts them in its style so the server's markup is the
 * browser's, and a dialog rendered elsewhere in the page carries them too.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../primitives/Button/Button.tsx';
import { Modal } from '../primitives/Modal/Modal.tsx';
import { vars } from './contract.css.ts';
import { ThemeRoot } from './ThemeRoot/ThemeRoot.tsx';
import { themeStyle, type ThemeValues } from './themeValues.ts';

afterEach(cleanup);

/** The custom property behind a contract variable: `var(--x)` → `--x`. */
const property = (variable: string) => variable.slice('var('.length, -1);
const ACCENT = property(vars.color.accent);

/** themeStyle of anything at all, as data from a site's settings may be. */
const styleOf = (values: unknown) => ({ ...themeStyle(values as ThemeValues) });
const accentStyle = (accent: unknown) => styleOf({ color: { accent } });

/** Every leaf of the contract, with its path. */
function leaves(node: object, path: string[] = []): { path: string[]; variable: string }[] {
  return Object.entries(node).flatMap(([key, entry]) =>
    typeof entry === 'string' ? [{ path: [...path, key], variable: entry }] : leaves(entry as object, [...path, key]),
  );
}

/** A values object setting every token of the contract to `value`. */
function everyToken(value: string): ThemeValues {
  const values: Record<string, Record<string, string>> = {};
  for (const { path } of leaves(vars)) {
    const [group = '', token = ''] = path;
    values[group] = { ...values[group], [token]: value };
  }
  return values;
}

describe('themeStyle', () => {
  it("gives each token of the contract as its custom property, and nothing else", () => {
    const style = styleOf(everyToken('1px'));
    expect(Object.keys(style).sort()).toEqual(leaves(vars).map(({ variable }) => property(variable)).sort());
    expect(new Set(Object.values(style))).toEqual(new Set(['1px']));
  });

  it('gives only the tokens a partial object names, trimmed', () => {
    expect(styleOf({ color: { accent: ' #0a6e5c ' }, radius: { md: '12px' } })).toEqual({
      [ACCENT]: '#0a6e5c',
      [property(vars.radius.md)]: '12px',
    });
    expect(styleOf({})).toEqual({});
    expect(styleOf(undefined)).toEqual({});
    expect(styleOf(null)).toEqual({});
  });

  it('keeps the values a theme uses: font stacks, colour functions, shadows, calc, var', () => {
    for (const value of [
      '"Inter Variable", Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
      "'Gelasio', Georgia, serif",
      'rgba(0, 0, 0, 0.6)',
      'hsl(160 83% 24% / 0.9)',
      '0 6px 24px rgba(43, 33, 24, 0.2)',
      'calc(2 * var(--space, 4px))',
      '#0a6e5c',
    ]) {
      expect(accentStyle(value)).toEqual({ [ACCENT]: value });
    }
  });

  it('ignores unknown keys and values that are not strings', () => {
    expect(styleOf({ colour: { accent: 'red' }, color: { brand: 'red', accent: 12 }, radius: 'red', font: ['serif'] })).toEqual({});
    for (const value of [0, 12, true, null, {}, ['red'], () => 'red', Symbol('red'), 10n]) expect(accentStyle(value)).toEqual({});
    for (const values of ['red', 42, true, ['red'], () => ({})]) expect(styleOf(values)).toEqual({});
  });

  it('drops a value that could end its declaration, a block or a tag, or hide what follows it', () => {
    for (const value of [
      'red; background: url(https://evil.test/x)',
      'red } body { display: none',
      '</style><script>alert(1)</script>',
      'red !important',
      String.raw`\3b background: red`,
      'red /* the rest',
      '"Inter',
      "'Inter\"",
      'rgb(0, 0, 0',
      'rgb(0, 0, 0))',
      ')red(',
      'attr[x]',
      'red\nbackground: blue',
      'red\u0000',
      '',
      '   ',
      'x'.repeat(1001),
    ]) {
      expect(accentStyle(value), JSON.stringify(value.slice(0, 40))).toEqual({});
    }
    // One bad value costs only itself.
    expect(styleOf({ color: { accent: 'red;', text: '#111' } })).toEqual({ [property(vars.color.text)]: '#111' });
  });

  it('reads only own properties: __proto__ and inherited values are ignored, and nothing is polluted', () => {
    expect(styleOf(JSON.parse('{"__proto__": {"accent": "red"}, "color": {"__proto__": {"accent": "red"}}}'))).toEqual({});
    expect(styleOf(Object.create({ color: { accent: 'red' } }))).toEqual({});
    expect(styleOf({ color: Object.create({ accent: 'red' }) })).toEqual({});
    expect(({} as Record<string, unknown>).accent).toBeUndefined();
    expect(({} as Record<string, unknown>).color).toBeUndefined();
  });

  it('never throws on getters or proxies that throw, or on cycles', () => {
    const throwing = new Proxy({}, {
      get: () => {
        throw new Error('get');
      },
      getOwnPropertyDescriptor: () => {
        throw new Error('describe');
      },
    });
    expect(styleOf(throwing)).toEqual({});
    expect(styleOf({ color: throwing, radius: { md: '12px' } })).toEqual({ [property(vars.radius.md)]: '12px' });
    const getter = { color: {} };
    Object.defineProperty(getter.color, 'accent', {
      enumerable: true,
      get: () => {
        throw new Error('get');
      },
    });
    expect(styleOf(getter)).toEqual({});
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(styleOf({ color: proxy })).toEqual({});
    const cycle: Record<string, unknown> = {};
    cycle.color = cycle;
    expect(styleOf(cycle)).toEqual({});
  });

  it('reads a fixed number of properties however large the input: the contract is walked, never the values', () => {
    const color: Record<string, string> = { accent: 'x'.repeat(1_000_000) };
    for (let index = 0; index < 100_000; index += 1) color[`token${index}`] = 'red';
    let reads = 0;
    let listed = false;
    const counted = <T extends object>(target: T) =>
      new Proxy(target, {
        get: (object, key, receiver) => {
          reads += 1;
          return Reflect.get(object, key, receiver) as unknown;
        },
        getOwnPropertyDescriptor: (object, key) => {
          reads += 1;
          return Reflect.getOwnPropertyDescriptor(object, key);
        },
        ownKeys: (object) => {
          listed = true;
          return Reflect.ownKeys(object);
        },
      });
    expect(styleOf(counted({ color: counted(color) }))).toEqual({});
    expect(listed).toBe(false);
    // At most a look and a read per group and per token of the contract.
    const groups = Object.keys(vars).length;
    expect(reads).toBeLessThanOrEqual(2 * (groups + leaves(vars).length));
  });
});

describe('ThemeRoot values', () => {
  it("layers the values over the theme class: a button takes the site's accent, the rest stays the theme's", () => {
    render(
      <>
        <ThemeRoot values={{ color: { accent: '#0a6e5c' }, radius: { md: '12px' } }}>
          <Button>Branded</Button>
        </ThemeRoot>
        <ThemeRoot>
          <Button>Plain</Button>
        </ThemeRoot>
      </>,
    );
    const branded = getComputedStyle(screen.getByRole('button', { name: 'Branded' }));
    const plain = getComputedStyle(screen.getByRole('button', { name: 'Plain' }));
    expect(branded.backgroundColor).toBe('rgb(10, 110, 92)');
    expect(branded.borderTopLeftRadius).toBe('12px');
    expect(plain.backgroundColor).toBe('rgb(29, 29, 31)');
    expect(plain.borderTopLeftRadius).toBe('6px');
    expect(branded.color).toBe(plain.color);
  });

  it("puts the caller's own style on top of the values", () => {
    const { container } = render(
      <ThemeRoot values={{ color: { accent: '#0a6e5c', text: '#222222' } }} style={{ [ACCENT]: '#ff0000', padding: '3px' }}>
        text
      </ThemeRoot>,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root.style.getPropertyValue(ACCENT)).toBe('#ff0000');
    expect(root.style.getPropertyValue(property(vars.color.text))).toBe('#222222');
    expect(root.style.padding).toBe('3px');
  });

  it('renders the same markup on the server as in the browser, hostile values left out', async () => {
    const values = { color: { accent: '#0a6e5c', text: 'red; background: url(x)', border: '</style><script>' } } as ThemeValues;
    const onClick = vi.fn();
    const tree = (
      <ThemeRoot values={values}>
        <button type="button" onClick={onClick}>
          Linen
        </button>
      </ThemeRoot>
    );
    const markup = renderToString(tree);
    expect(markup).toContain(`style="${ACCENT}:#0a6e5c"`);
    expect(markup).not.toContain('url(x)');
    expect(markup).not.toContain('script');
    expect(renderToString(<ThemeRoot>x</ThemeRoot>)).not.toContain('style=');

    const container = document.createElement('div');
    container.innerHTML = markup;
    document.body.append(container);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const onRecoverableError = vi.fn();
    try {
      let root: Root | undefined;
      await act(async () => {
        root = hydrateRoot(container, tree, { onRecoverableError });
      });
      // Hydrated: the server's button now answers the click.
      screen.getByRole('button', { name: 'Linen' }).click();
      expect(onClick).toHaveBeenCalledTimes(1);
      expect(onRecoverableError).not.toHaveBeenCalled();
      expect(consoleError).not.toHaveBeenCalled();
      expect(container.innerHTML).toBe(markup);
      act(() => root?.unmount());
    } finally {
      consoleError.mockRestore();
      container.remove();
    }
  });

  it('gives the values to a dialog rendered outside its element, overlay included, under its own style', async () => {
    render(
      <ThemeRoot values={{ color: { accent: '#0a6e5c', overlay: 'rgba(4, 44, 37, 0.6)' } }}>
        <Modal title="Gift wrapping" defaultOpen style={{ padding: '5px' }}>
          <Button>Wrap It</Button>
        </Modal>
      </ThemeRoot>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Gift wrapping' });
    expect(dialog.closest('[data-vitrine="theme-root"]')).toBeNull();
    expect(getComputedStyle(screen.getByRole('button', { name: 'Wrap It' })).backgroundColor).toBe('rgb(10, 110, 92)');
    expect(dialog.style.padding).toBe('5px');
    const overlay = document.elementFromPoint(1, 1) as HTMLElement;
    expect(getComputedStyle(overlay).backgroundColor).toBe('rgba(4, 44, 37, 0.6)');
  });
});
