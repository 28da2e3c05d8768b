/**
 * The built catalogue (storybook-static/) that the features and the image check run against: the
 * same full `storybook build` designers open (`npm run build-storybook`), docs step included.
 * `storybook build --test` skips that step, and a bug of the real catalogue hid behind it (the
 * docs step wrote a meta's `parameters` over a spread one), so the tests never use it.
 */
import { readFileSync } from 'node:fs';
import { bin, run } from './run.ts';

/** Where the catalogue is built and served from. */
export const STORYBOOK_DIR = process.env.STORYBOOK_DIR ?? 'storybook-static';

/** One entry of the built catalogue's index.json. */
export interface StoryIndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
}

/** Builds the catalogue; resolves to true when it built. */
export async function buildCatalogue(): Promise<boolean> {
  const code = await run(bin('storybook'), ['build', '-o', STORYBOOK_DIR, '--quiet']);
  return code === 0;
}

/** Every entry of the built catalogue's index. */
export function catalogueEntries(directory = STORYBOOK_DIR): StoryIndexEntry[] {
  const index = JSON.parse(readFileSync(`${directory}/index.json`, 'utf8')) as { entries: Record<string, StoryIndexEntry> };
  return Object.values(index.entries);
}
