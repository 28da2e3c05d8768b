/**
 * The project's documentation holds together: every relative link points at a file of the repository
 * (and at a heading, when it names one), every heading that code cites by name exists, the README stays
 * short, and nothing points outside the repository.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The documents a newcomer reads. */
const DOCUMENTS = ['README.md', 'CONTRIBUTING.md', 'CHANGELOG.md', ...readdirSync('docs').filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];

/** The catalogue's Docs pages (stories/docs/*.mdx). */
const CATALOGUE_PAGES = readdirSync('stories/docs').filter((name) => name.endsWith('.mdx')).map((name) => `stories/docs/${name}`);

/** The headings of a markdown file, as written (without the leading #s). */
function headingsOf(path: string): string[] {
  const text = readFileSync(path, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  return [...text.matchAll(/^#{1,6} +(.+?) *$/gm)].map((match) => match[1] ?? '');
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
export function anchorOf(heading: string): string {
  return heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

/** Every link of a markdown text outside code, as written between the parentheses. */
export function linksOf(text: string): string[] {
  const prose = text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)(?: "[^"]*")?\)/g)].map((match) => match[1] ?? '');
}

/** What is wrong with one relative link of the document at `from`, or null. */
function brokenLink(from: string, link: string): string | null {
  if (/^[a-z]+:/i.test(link)) return null;
  const [path = '', fragment] = link.split('#');
  const target = path === '' ? from : normalize(join(dirname(from), path));
  if (target.startsWith('..')) return `${link} leaves the repository`;
  if (!existsSync(target)) return `${link}: no file ${target}`;
  if (fragment !== undefined && target.endsWith('.md') && !headingsOf(target).some((heading) => anchorOf(heading) === fragment)) {
    return `${link}: ${target} has no heading #${fragment}`;
  }
  return null;
}

describe('links in the documentation', () => {
  it('finds links outside code and leaves code alone', () => {
    expect(linksOf('See [a](docs/a.md#x) and `[b](nowhere.md)`.\n```\n[c](nowhere.md)\n```\n')).toEqual(['docs/a.md#x']);
    expect(anchorOf('Errors at the edges')).toBe('errors-at-the-edges');
    expect(anchorOf('Vitest projects: `unit`')).toBe('vitest-projects-unit');
  });

  it('reports a link to a missing file or heading', () => {
    expect(brokenLink('docs/testing.md', 'architecture.md')).toBeNull();
    expect(brokenLink('docs/testing.md', 'nowhere.md')).toMatch(/no file docs\/nowhere\.md/);
    expect(brokenLink('docs/testing.md', 'architecture.md#no-such-heading')).toMatch(/no heading/);
    expect(brokenLink('README.md', '../elsewhere/README.md')).toMatch(/leaves the repository/);
  });

  it.each(DOCUMENTS)('every relative link of %s resolves', (document) => {
    const broken = linksOf(readFileSync(document, 'utf8'))
      .map((link) => brokenLink(document, link))
      .filter((problem) => problem !== null);
    expect(broken).toEqual([]);
  });

  it.each([...DOCUMENTS, ...CATALOGUE_PAGES])('%s points nowhere outside the repository', (document) => {
    const text = readFileSync(document, 'utf8');
    expect(text).not.toMatch(/\.\.\/shared/);
    expect(text).not.toMatch(/issue #?[0-9]/i);
    expect(text).not.toContain('§');
  });
});

describe('the README', () => {
  it('fits in 150 lines', () => {
    expect(readFileSync('README.md', 'utf8').trimEnd().split('\n').length).toBeLessThanOrEqual(150);
  });
});

describe('headings cited by name', () => {
  /** `docs/<file>.md "<heading>"` in the repository's files, and `[<file>.md](<file>.md) "<heading>"` in docs/. */
  function citations(): Array<{ where: string; file: string; heading: string }> {
    const found: Array<{ where: string; file: string; heading: string }> = [];
    const grep = execFileSync('git', ['grep', '-I', '-n', '-o', '-E', 'docs/[a-z-]+\\.md "[^"]+"'], { encoding: 'utf8' });
    for (const line of grep.split('\n').filter(Boolean)) {
      const match = /^([^:]+:\d+):(docs\/[a-z-]+\.md) "([^"]+)"$/.exec(line);
      if (match) found.push({ where: match[1] ?? '', file: match[2] ?? '', heading: match[3] ?? '' });
    }
    for (const document of DOCUMENTS) {
      for (const match of readFileSync(document, 'utf8').matchAll(/\]\(([a-z-]+\.md)\) "([^"]+)"/g)) {
        found.push({ where: document, file: normalize(join(dirname(document), match[1] ?? '')), heading: match[2] ?? '' });
      }
    }
    return found;
  }

  it('finds the citations in code', () => {
    expect(citations().some((citation) => citation.file === 'docs/template-language.md')).toBe(true);
  });

  it('every cited heading exists in its document', () => {
    const missing = citations()
      .filter(({ file, heading }) => !existsSync(file) || !headingsOf(file).some((each) => each.toLowerCase() === heading.toLowerCase()))
      .map(({ where, file, heading }) => `${where}: ${file} "${heading}"`);
    expect(missing).toEqual([]);
  });
});
