/**
 * The fonts check: the stories' pictures are drawn by the project's fonts alone, whatever fonts the
 * machine has. On a sample of stories that draw every kind of text (the themes' faces, the builder's
 * font previews, code in monospace, a form control's default font, currency signs Inter lacks, a
 * Japanese yen sign), each run against the built catalogue:
 *   1. own glyphs: every glyph on screen comes from a web font of the catalogue or a font of
 *      .storybook/fonts/, and none from its missing-glyph font (a character no project font has, which
 *      would otherwise be a box drawn by whichever font came first);
 *   2. shadowed: the stories' pass over the sample still matches the baselines when the machine's own
 *      fontconfig (a user configuration, as every distribution reads one) adds the system's font folders
 *      and prefers another face for every family;
 *   3. the shadow shows: with that same configuration let into the project's, at least one picture
 *      changes, so a leak of the machine's fonts into the pictures is one step 2 would see.
 * `npm test` runs it after the stories' pass; alone, `node scripts/visual/fonts-check.ts` builds the
 * catalogue first (`--no-build` reuses storybook-static/).
 * `--all` runs step 1 alone over every story (a few minutes): which stories show a missing glyph.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { chromium, type CDPSession, type Page } from 'playwright';
import { serveDirectory } from '../../features/support/server.ts';
import { catalogueStories, previewUrl, recordStoryOutcomes, showStory, STORYBOOK_DIR, type StoryIndexEntry } from './catalogue.ts';
import { CHROMIUM_ARGS, chromiumEnv, PROJECT_FONTCONFIG } from './chromium.ts';
import { formatTally, type Tally } from '../runner/run.ts';
import { checkStoryImages } from './story-images.ts';
import { BASELINE_DIR, baselineName, compareScreenshot, VISUAL_WIDTHS } from './visual-compare.ts';
import { captureStory, fixPageTime, freezeTimers, stillPage, VISUAL_CHROMIUM_ARGS, VISUAL_CONTEXT_OPTIONS } from './visual-page.ts';

/**
 * The sample, and what each draws besides Inter: the home locales' ฿ (DejaVu Sans) and ￥ (Noto Sans
 * JP); code in DejaVu Sans Mono, bold and oblique; a URL in monospace; the font picker's four faces;
 * a drag handle's Braille dots in a button's default font (Arimo); the mock captcha's sans-serif;
 * Gelasio.
 */
export const FONT_SAMPLE = [
  'logic-money--home-locales',
  'builder-codefield--template',
  'builder-templateplayground--default',
  'builder-storecreationwizard--live-url-id',
  'builder-fields-fontpicker--loaded',
  'builder-languageseditor--loaded',
  'forms-captcha--failed',
  'theme-themeroot--boutique',
] as const;

/** The families of .storybook/fonts/ (scripts/visual/make-fonts.py). */
export const PROJECT_FAMILIES = ['DejaVu Sans', 'DejaVu Sans Mono', 'Arimo', 'Tinos', 'Noto Sans JP'] as const;

/** The family of the font that draws a character no other project font has. */
export const MISSING_GLYPH_FAMILY = 'Vitrine Missing Glyph';

/** Where the shadowed pass's report goes (the stories' own pass keeps reports/visual/). */
const REPORT_DIR = 'reports/fonts';

/** One text on screen and the fonts that drew it, as Chromium tells (DevTools' "Rendered fonts"). */
interface DrawnText {
  text: string;
  fonts: Array<{ family: string; web: boolean; glyphs: number }>;
}

/** In the page: marks every element that holds text (its own, or a form control's value) and returns each text, in the marks' order. */
function markTexts(): string[] {
  const texts = new Map<Element, string>();
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim() || parent.closest('script, style, noscript, template')) continue;
    texts.set(parent, (texts.get(parent) ?? '') + node.textContent);
  }
  for (const control of Array.from(document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([type=hidden]):not([type=checkbox]):not([type=radio]), textarea'))) {
    const shown = control.value || control.placeholder;
    if (shown.trim()) texts.set(control, (texts.get(control) ?? '') + shown);
  }
  for (const old of Array.from(document.querySelectorAll('[data-vitrine-text]'))) old.removeAttribute('data-vitrine-text');
  return Array.from(texts, ([element, text], index) => {
    element.setAttribute('data-vitrine-text', String(index));
    return text.replace(/\s+/g, ' ').trim();
  });
}

/** Every text of the story on screen with the fonts Chromium drew it in. */
async function drawnTexts(page: Page, session: CDPSession): Promise<DrawnText[]> {
  await page.evaluate(() => document.fonts.ready);
  const texts = await page.evaluate(markTexts);
  const { root } = await session.send('DOM.getDocument', { depth: 0 });
  const { nodeIds } = await session.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector: '[data-vitrine-text]' });
  const drawn: DrawnText[] = [];
  for (const nodeId of nodeIds) {
    // A node the story has removed since it was marked (a re-render) is no longer on screen: skipped.
    const read = await Promise.all([session.send('DOM.getAttributes', { nodeId }), session.send('CSS.getPlatformFontsForNode', { nodeId })]).catch(() => null);
    if (!read) continue;
    const [{ attributes }, { fonts }] = read;
    const index = Number(attributes[attributes.indexOf('data-vitrine-text') + 1]);
    drawn.push({ text: texts[index] ?? '', fonts: fonts.map((font) => ({ family: font.familyName, web: font.isCustomFont, glyphs: font.glyphCount })) });
  }
  return drawn;
}

/** What is wrong with the fonts of one story's texts: a glyph from outside the project, or a missing one. */
export function glyphProblems(drawn: readonly DrawnText[]): string[] {
  const problems = new Set<string>();
  const own: readonly string[] = PROJECT_FAMILIES;
  for (const { text, fonts } of drawn) {
    for (const font of fonts) {
      const quoted = `"${text.slice(0, 60)}"`;
      if (font.family === MISSING_GLYPH_FAMILY) problems.add(`${quoted}: ${font.glyphs} character(s) no project font has (a box)`);
      else if (!font.web && !own.includes(font.family)) problems.add(`${quoted}: drawn in ${font.family}, a font from outside the project`);
    }
  }
  return [...problems];
}

/** A browser on the catalogue with the given environment, one page, each story shown in turn and handed to `look`. */
async function eachStory(
  executablePath: string,
  env: Record<string, string | undefined>,
  stories: readonly StoryIndexEntry[],
  look: (page: Page, session: CDPSession, story: StoryIndexEntry) => Promise<void>,
): Promise<void> {
  const first = stories[0];
  if (!first) return;
  const server = await serveDirectory(STORYBOOK_DIR);
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, ...VISUAL_CHROMIUM_ARGS], env });
  try {
    const page = await (await browser.newContext(VISUAL_CONTEXT_OPTIONS)).newPage();
    await fixPageTime(page);
    await recordStoryOutcomes(page);
    await page.goto(previewUrl(server.url, first.id));
    await stillPage(page);
    const session = await page.context().newCDPSession(page);
    await session.send('DOM.enable');
    await session.send('CSS.enable');
    for (const story of stories) {
      await page.clock.resume();
      await showStory(page, story.id);
      await freezeTimers(page);
      await look(page, session, story);
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

/**
 * A home with the machine's fonts made to shadow every family: a user fontconfig that adds the system's
 * font folders and prefers Tinos, then DejaVu Sans Mono, for every family asked for (sans-serif,
 * monospace, a control's Arial, a fallback). Returns its environment variables and the configuration file.
 */
function shadowingHome(folder: string): { env: Record<string, string>; config: string } {
  const config = join(folder, 'config', 'fontconfig', 'fonts.conf');
  mkdirSync(dirname(config), { recursive: true });
  const fonts = join(folder, 'data', 'fonts');
  mkdirSync(fonts, { recursive: true });
  // A face of the set under the user's own fonts, as a machine's duplicate would be.
  copyFileSync(join(dirname(PROJECT_FONTCONFIG), 'Tinos-Regular.ttf'), join(fonts, 'Tinos-Regular.ttf'));
  writeFileSync(
    config,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <dir>/usr/share/fonts</dir>
  <dir>/usr/local/share/fonts</dir>
  <dir>${fonts}</dir>
  <dir>${dirname(PROJECT_FONTCONFIG)}</dir>
  <match target="pattern">
    <edit name="family" mode="prepend_first" binding="strong"><string>Tinos</string><string>DejaVu Sans Mono</string></edit>
  </match>
</fontconfig>
`,
  );
  return { env: { HOME: join(folder, 'home'), XDG_CONFIG_HOME: join(folder, 'config'), XDG_DATA_HOME: join(folder, 'data'), XDG_CACHE_HOME: join(folder, 'cache') }, config };
}

/** Runs the three steps over the sample; returns the tally (one per step). */
export async function checkFonts({ build = false }: { build?: boolean } = {}): Promise<Tally> {
  const catalogue = await catalogueStories({ build, what: 'font' });
  if (!catalogue) return { passed: 0, failed: 1, skipped: 0 };
  const sample = FONT_SAMPLE.map((id) => catalogue.stories.find((story) => story.id === id));
  const missing = FONT_SAMPLE.filter((_, index) => !sample[index]);
  if (missing.length > 0) {
    console.error(`Fonts: the sample names stories the catalogue does not have: ${missing.join(', ')}`);
    return { passed: 0, failed: 1, skipped: 0 };
  }
  const stories = sample.filter((story): story is StoryIndexEntry => story !== undefined);
  const tally: Tally = { passed: 0, failed: 0, skipped: 0 };
  const step = (name: string, problems: readonly string[]) => {
    if (problems.length === 0) tally.passed += 1;
    else {
      tally.failed += 1;
      console.error(`Fonts, ${name}:\n  ${problems.join('\n  ')}`);
    }
  };

  // 1. Every glyph from the project's fonts.
  const glyphs: string[] = [];
  await eachStory(catalogue.executablePath, chromiumEnv(), stories, async (page, session, story) => {
    glyphs.push(...glyphProblems(await drawnTexts(page, session)).map((problem) => `${story.id}: ${problem}`));
  });
  step('own glyphs', glyphs);

  const folder = mkdtempSync(join(tmpdir(), 'vitrine-fonts-'));
  try {
    const home = shadowingHome(folder);
    // 2. The machine's fonts, shadowing every family, change no picture.
    const shadowed = await checkStoryImages({ build: false, ids: FONT_SAMPLE, env: chromiumEnv({ ...process.env, ...home.env }), reportDir: REPORT_DIR });
    step('shadowed by the machine\'s fonts', shadowed.failed > 0 ? [`${shadowed.failed} of the sample's stories changed or failed (above); report in ${REPORT_DIR}/`] : []);

    // 3. Let into the project's configuration, the same shadow changes a picture.
    const leaking = join(folder, 'leaking.conf');
    writeFileSync(leaking, `<?xml version="1.0"?>\n<fontconfig>\n  <include>${PROJECT_FONTCONFIG}</include>\n  <include>${home.config}</include>\n</fontconfig>\n`);
    const changed: string[] = [];
    await eachStory(catalogue.executablePath, { ...chromiumEnv({ ...process.env, ...home.env }), FONTCONFIG_FILE: leaking }, stories, async (page, _session, story) => {
      const baseline = join(BASELINE_DIR, baselineName({ storyId: story.id, width: VISUAL_WIDTHS[0] }));
      if (existsSync(baseline) && compareScreenshot(await captureStory(page), readFileSync(baseline)).status !== 'same') changed.push(story.id);
    });
    console.log(`Fonts: with the shadow let in, ${changed.length} of ${stories.length} sample stories look different (${changed.join(', ') || 'none'}).`);
    step('the shadow shows when let in', changed.length > 0 ? [] : ['no picture changed: the shadowing configuration does not reach Chromium, so step 2 proves nothing']);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
  return tally;
}

/** Step 1 over every story: prints each story that shows a glyph from outside the project or a missing one. */
async function checkEveryStory(): Promise<Tally> {
  const catalogue = await catalogueStories({ build: false, what: 'font' });
  if (!catalogue) return { passed: 0, failed: 1, skipped: 0 };
  const tally: Tally = { passed: 0, failed: 0, skipped: 0 };
  await eachStory(catalogue.executablePath, chromiumEnv(), catalogue.stories, async (page, session, story) => {
    const problems = await drawnTexts(page, session).then(glyphProblems, (error: unknown) => [String(error).split('\n')[0] ?? '']);
    if (problems.length === 0) tally.passed += 1;
    else {
      tally.failed += 1;
      console.error(`${story.id}: ${problems.join('; ')}`);
    }
  });
  return tally;
}

if (import.meta.main) {
  const tally = process.argv.includes('--all') ? await checkEveryStory() : await checkFonts({ build: !process.argv.includes('--no-build') });
  console.log(`Fonts: ${formatTally(tally)}`);
  process.exitCode = tally.failed > 0 ? 1 : 0;
}
