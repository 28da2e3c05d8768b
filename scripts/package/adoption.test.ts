/**
 * The install check of the adoption step (scripts/package/adoption.ts) and what it counts (scripts/build/pack.ts):
 * package folders, nested and scoped ones included, and the limits a shop-only install must keep.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { INSTALL_LIMITS, installProblems } from './adoption.ts';
import { diskUsage, packageFolders } from '../build/pack.ts';

const appDir = mkdtempSync(join(tmpdir(), 'vitrine-folders-'));
afterAll(() => rmSync(appDir, { recursive: true, force: true }));

/** Writes a package folder (its package.json) under the app. */
function addPackage(path: string): void {
  mkdirSync(join(appDir, path), { recursive: true });
  writeFileSync(join(appDir, path, 'package.json'), '{}');
}

describe('packageFolders', () => {
  it('counts top-level, scoped and nested packages, and neither links nor folders without a package.json', () => {
    addPackage('node_modules/react');
    addPackage('node_modules/@radix-ui/react-dialog');
    addPackage('node_modules/prop-types/node_modules/react-is');
    mkdirSync(join(appDir, 'node_modules/.bin'), { recursive: true });
    mkdirSync(join(appDir, 'node_modules/not-a-package'), { recursive: true });
    symlinkSync(join(appDir, 'node_modules/react'), join(appDir, 'node_modules/linked'), 'dir');
    addPackage('node_modules/prop-types');
    expect([...packageFolders(appDir)].sort()).toEqual(['@radix-ui/react-dialog', 'prop-types', 'prop-types/node_modules/react-is', 'react']);
  });

  it('measures disk use as du does, a hard-linked file once', () => {
    const before = diskUsage(appDir);
    writeFileSync(join(appDir, 'node_modules/react/index.js'), 'x'.repeat(10_000));
    expect(diskUsage(appDir) - before).toBeGreaterThanOrEqual(10_000);
  });
});

describe('installProblems', () => {
  const light = { diskBytes: 18_400_000, packages: ['vitrine', 'downshift', '@radix-ui/react-dialog'] };

  it('passes a light install', () => {
    expect(installProblems(light)).toEqual([]);
  });

  it('fails one over the disk or folder limit, or with any builder-only library, nested ones too', () => {
    expect(installProblems({ ...light, diskBytes: INSTALL_LIMITS.diskBytes + 1 })).toHaveLength(1);
    expect(installProblems({ ...light, packages: Array.from({ length: INSTALL_LIMITS.packages + 1 }, (_, index) => `p${index}`) })).toHaveLength(1);
    for (const name of ['@codemirror/view', '@dnd-kit/core', '@visx/shape', 'react-aria', 'react-stately', '@react-aria/focus', 'd3-shape', 'vitrine/node_modules/@lezer/highlight']) {
      expect(installProblems({ ...light, packages: [...light.packages, name] }), name).toEqual([expect.stringContaining(name)]);
    }
  });
});
