/**
 * `npm test`'s adoption checks: the package as a team gets it, packed by `npm pack` and installed by
 * `npm install` from the registry (never a link to this folder).
 *   1. install: a fresh app with React grows by at most 20 MB and 80 package folders, none of them a
 *      library only the site owner's editors use (those are optional peers of `vitrine/builder`);
 *   2. server rendering: every exported component renders in plain Node and hydrates in Chromium
 *      without a mismatch (scripts/package/ssr-check.ts);
 *   3. the example apps (examples/vite-spa, react-router, next-app): each installs the tarball,
 *      builds, and passes its smoke test in Chromium (scripts/package/example-apps.ts).
 * `npm run test:adoption` runs it alone.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkExampleApps } from './example-apps.ts';
import { BUILDER_ONLY_PACKAGES, installGrowth, packPackage } from '../build/pack.ts';
import { formatTally, type Tally } from '../runner/run.ts';
import { checkServerRendering } from './ssr-check.ts';

/** What a shop-only install may add to an app that has React: disk (as `du` counts it) and package folders. */
export const INSTALL_LIMITS = { diskBytes: 20_000_000, packages: 80 };

/** The install check's failures, one line each; empty when it passes. */
export function installProblems(growth: { diskBytes: number; packages: readonly string[] }): string[] {
  const problems: string[] = [];
  if (growth.diskBytes > INSTALL_LIMITS.diskBytes) {
    problems.push(`node_modules grew by ${(growth.diskBytes / 1e6).toFixed(1)} MB, over ${INSTALL_LIMITS.diskBytes / 1e6} MB`);
  }
  if (growth.packages.length > INSTALL_LIMITS.packages) {
    problems.push(`${growth.packages.length} package folders were added, over ${INSTALL_LIMITS.packages}`);
  }
  const builderOnly = growth.packages.filter((path) => BUILDER_ONLY_PACKAGES.test(path.split('/node_modules/').pop() ?? path));
  if (builderOnly.length > 0) problems.push(`a shop installs builder-only libraries: ${builderOnly.join(', ')}`);
  return problems;
}

/** Runs the checks; every one runs even when an earlier one fails. */
export async function checkAdoption(): Promise<Tally> {
  const workDir = mkdtempSync(join(tmpdir(), 'vitrine-adoption-'));
  const tally: Tally = { passed: 0, failed: 0, skipped: 0 };
  const add = (part: Tally) => {
    tally.passed += part.passed;
    tally.failed += part.failed;
    tally.skipped += part.skipped;
  };
  try {
    const tarball = await packPackage(join(workDir, 'pack'));
    const shop = join(workDir, 'shop');
    const growth = await installGrowth(shop, [tarball]);
    const problems = installProblems(growth);
    console.log(`Install: node_modules grew by ${(growth.diskBytes / 1e6).toFixed(1)} MB, ${growth.packages.length} package folders`);
    for (const problem of problems) console.error(`Install failed: ${problem}`);
    add(problems.length === 0 ? { passed: 1, failed: 0, skipped: 0 } : { passed: 0, failed: 1, skipped: 0 });
    add(await checkServerRendering(shop));
    add(await checkExampleApps(tarball));
  } catch (error) {
    console.error(`Adoption checks stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    tally.failed += 1;
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
  return tally;
}

if (import.meta.main) {
  const tally = await checkAdoption();
  console.log(formatTally(tally));
  process.exitCode = tally.failed > 0 ? 1 : 0;
}
