/**
 * The package as a team gets it: built into a folder of its own (never the working tree's dist/, which
 * another run may be writing), packed by `npm pack`, and installed into a fresh app by `npm install`,
 * with the dependencies the registry gives for its ranges. Used by the adoption checks of `npm test`
 * (scripts/package/adoption.ts) and by `npm run size`.
 */
import { copyFileSync, existsSync, lstatSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildPackage } from './build.ts';
import { runQuiet } from '../runner/run.ts';
import packageJson from '../../package.json' with { type: 'json' };

/** npm, run with the Node that runs this script (the project's own, the `node` devDependency). */
function npm(args: readonly string[], cwd: string): Promise<{ code: number; output: string }> {
  return runQuiet('npm', [...args, '--no-audit', '--no-fund', '--loglevel=error'], { cwd });
}

/** Builds and packs the package in `workDir`; resolves to the tarball's absolute path. */
export async function packPackage(workDir: string): Promise<string> {
  const packageDir = join(workDir, 'package');
  mkdirSync(packageDir, { recursive: true });
  writeFileSync(join(packageDir, 'package.json'), `${JSON.stringify(packageJson, null, 2)}\n`);
  copyFileSync('README.md', join(packageDir, 'README.md'));
  await buildPackage(join(packageDir, 'dist'));
  const packed = await npm(['pack', '--pack-destination', resolve(workDir)], packageDir);
  if (packed.code !== 0) throw new Error(`npm pack failed:\n${packed.output}`);
  const tarball = readdirSync(workDir).find((name) => name.endsWith('.tgz'));
  if (!tarball) throw new Error(`npm pack wrote no tarball in ${workDir}`);
  return resolve(workDir, tarball);
}

/**
 * Installs `specs` (package names with versions, or a tarball's path) into `appDir`, creating a
 * `package.json` if there is none. From npm's cache when it has them, else from the registry.
 */
export async function npmInstall(appDir: string, specs: readonly string[]): Promise<void> {
  mkdirSync(appDir, { recursive: true });
  try {
    statSync(join(appDir, 'package.json'));
  } catch {
    writeFileSync(join(appDir, 'package.json'), `${JSON.stringify({ name: 'vitrine-consumer', private: true, type: 'module' }, null, 2)}\n`);
  }
  const installed = await npm(['install', '--prefer-offline', ...specs], appDir);
  if (installed.code !== 0) throw new Error(`npm install ${specs.join(' ')} failed in ${appDir}:\n${installed.output}`);
}

/** The versions of React the project develops with, for a consumer app (the peer dependencies' own). */
export const REACT_SPECS = [`react@${packageJson.devDependencies.react}`, `react-dom@${packageJson.devDependencies['react-dom']}`];

/** What an install added to an app's `node_modules`. */
export interface InstallGrowth {
  /** Disk space, as `du` counts it (allocated blocks; a file linked twice counted once), in bytes. */
  diskBytes: number;
  /** Package folders added (`node_modules/<name>` or `node_modules/@scope/<name>` holding a package.json, nested ones too). */
  packages: string[];
}

/** The packages installed under `dir` (its `node_modules`, nested ones included), by path below it. */
export function packageFolders(dir: string): Set<string> {
  const found = new Set<string>();
  const visitModules = (modules: string, prefix: string) => {
    let names: string[];
    try {
      names = readdirSync(modules);
    } catch {
      return;
    }
    for (const name of names) {
      if (name.startsWith('.')) continue;
      if (name.startsWith('@')) {
        for (const scoped of readdirSync(join(modules, name))) visitPackage(join(modules, name, scoped), `${prefix}${name}/${scoped}`);
      } else {
        visitPackage(join(modules, name), `${prefix}${name}`);
      }
    }
  };
  const visitPackage = (folder: string, name: string) => {
    if (!existsSync(join(folder, 'package.json')) || lstatSync(folder).isSymbolicLink()) return;
    found.add(name);
    visitModules(join(folder, 'node_modules'), `${name}/node_modules/`);
  };
  visitModules(join(dir, 'node_modules'), '');
  return found;
}

/** The disk space of everything under `dir`, as `du -s` counts it. */
export function diskUsage(dir: string): number {
  const seen = new Set<string>();
  let bytes = 0;
  const visit = (path: string) => {
    const stat = lstatSync(path, { bigint: false });
    const key = `${stat.dev}:${stat.ino}`;
    if (seen.has(key)) return;
    seen.add(key);
    bytes += stat.blocks * 512;
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
  return bytes;
}

/**
 * What installing `specs` adds to a fresh app that already has React (as every app using either
 * library does): created in `appDir`, React installed first, then measured before and after.
 */
export async function installGrowth(appDir: string, specs: readonly string[]): Promise<InstallGrowth> {
  await npmInstall(appDir, REACT_SPECS);
  const before = { disk: diskUsage(join(appDir, 'node_modules')), packages: packageFolders(appDir) };
  await npmInstall(appDir, specs);
  const after = { disk: diskUsage(join(appDir, 'node_modules')), packages: packageFolders(appDir) };
  return { diskBytes: after.disk - before.disk, packages: [...after.packages].filter((name) => !before.packages.has(name)).sort() };
}

/** The libraries a shop-only app must not get: the editors' (code editor, drag and drop, charts) and React Aria's. */
export const BUILDER_ONLY_PACKAGES = /^(@codemirror|@lezer|@dnd-kit|@visx|@react-aria|@react-stately|@react-types|react-aria|react-aria-components|react-stately|d3-[a-z]+)(\/|$)/;
