/**
 * The README's "Using it" is the Vite example app's code (examples/vite-spa), which `npm test` installs
 * from the packed package, builds and runs in Chromium (scripts/package/example-apps.ts): each of its code
 * blocks headed `// <file>` must be that file of the app, as it is.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const readme = readFileSync('README.md', 'utf8');

/** The README's code blocks whose first line names an example file: `// main.tsx`. */
function namedBlocks(text: string): Map<string, string> {
  const blocks = new Map<string, string>();
  for (const match of text.matchAll(/```tsx?\n\/\/ ([\w.]+)\n([\s\S]*?)\n```/g)) {
    const [, name, body] = match;
    if (name && body !== undefined) blocks.set(name, body);
  }
  return blocks;
}

describe("the README's example", () => {
  const blocks = namedBlocks(readme);

  it('shows the Vite app, every file a team writes', () => {
    expect([...blocks.keys()].sort()).toEqual(['App.tsx', 'main.tsx', 'vite.config.ts']);
  });

  it.each([
    ['main.tsx', 'examples/vite-spa/src/main.tsx'],
    ['App.tsx', 'examples/vite-spa/src/App.tsx'],
    ['vite.config.ts', 'examples/vite-spa/vite.config.ts'],
  ])('%s is %s as it is', (name, file) => {
    expect(blocks.get(name)).toBe(readFileSync(file, 'utf8').trimEnd());
  });

  it('a block that differs from its file by one character is caught (so the checks above can fail)', () => {
    const changed = namedBlocks(readme.replace("label=\"Shop\"", "label=\"Shops\""));
    expect(changed.get('App.tsx')).not.toBe(readFileSync('examples/vite-spa/src/App.tsx', 'utf8').trimEnd());
  });
});
