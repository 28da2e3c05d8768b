import { spawn } from 'node:child_process';

/** The counts one kind of test reports. */
export interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}

/** Runs a command with the terminal attached; resolves to its exit code. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<number> {
  return new Promise((done) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      done(1);
    });
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command quietly (in `cwd`, default this folder), keeping its output to print only if it fails. */
export function runQuiet(command: string, args: readonly string[], options: { cwd?: string } = {}): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(command, args, { env: process.env, ...(options.cwd ? { cwd: options.cwd } : {}) });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => done({ code: 1, output: `${command}: ${error.message}` }));
    child.on('exit', (code) => done({ code: code ?? 1, output }));
  });
}

/** A local binary of node_modules/.bin, run with this Node. */
export function bin(name: string): string {
  return `node_modules/.bin/${name}`;
}

/** `N passed, N failed` with `, N skipped` when some are. */
export function formatTally({ passed, failed, skipped }: Tally): string {
  return `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
}

/** The tally a run printed as its last `N passed, N failed[, N skipped]` line; null when it printed none. */
export function parseTally(output: string): Tally | null {
  const lines = [...output.matchAll(/^(\d+) passed, (\d+) failed(?:, (\d+) skipped)?\s*$/gm)];
  const last = lines.at(-1);
  if (!last) return null;
  return { passed: Number(last[1]), failed: Number(last[2]), skipped: Number(last[3] ?? 0) };
}
