/**
 * The display rules of the stories' pass (scripts/visual/story-rules.ts), each shown to catch a page made to
 * break it, and to pass the same page made right, in Chromium.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright';
import { CHROMIUM_ARGS, chromiumEnv, findChromium } from './chromium.ts';
import { displayProblemsOnPage } from './story-rules.ts';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS, env: chromiumEnv() });
  page = await browser.newPage({ viewport: { width: 375, height: 800 } });
}, 60_000);

afterAll(async () => browser?.close());

/** The problems the rules find on a page of `body`, styled by `css`. */
async function problemsOf(body: string, css = '', overflow = true): Promise<string[]> {
  await page.setContent(`<!doctype html><html><head><style>body{margin:0;font:16px/1.25 sans-serif}${css}</style></head><body>${body}</body></html>`);
  return page.evaluate(displayProblemsOnPage, { overflow });
}

describe('the display rules', () => {
  it('a page that keeps every rule has no problem', async () => {
    const body = `
      <div hidden class="grid">Storage</div>
      <button aria-expanded="false" aria-controls="panel">Edit</button><div id="panel" hidden>Label</div>
      <div role="tablist"><button role="tab" aria-selected="true" aria-controls="a">A</button><button role="tab" aria-selected="false" aria-controls="b">B</button></div>
      <div role="tabpanel" id="a">Shown</div><div role="tabpanel" id="b" hidden>Not shown</div>
      <span class="badge">Sale</span>
      <p class="ellipsis">A long product name that ends with an ellipsis on a phone</p>
      <span class="sr">Read, not seen</span>`;
    const css = `.grid[hidden]{display:none}.grid{display:grid}.badge{overflow:hidden;display:inline-block;white-space:nowrap}
      .ellipsis{width:100px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
      .sr{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}`;
    expect(await problemsOf(body, css)).toEqual([]);
  });

  it('an element with the hidden attribute that a class displays', async () => {
    expect(await problemsOf('<div hidden class="panel">Storage</div>', '.panel{display:grid}')).toEqual([expect.stringMatching(/^hidden, but displayed: div "Storage"/)]);
  });

  it('what a collapsed control controls, displayed', async () => {
    const problems = await problemsOf('<button aria-expanded="false" aria-controls="p">Edit Name</button><div id="p" data-part="field-properties">Label</div>');
    expect(problems).toEqual([expect.stringContaining('says it is collapsed, but what it controls is displayed: div[data-part="field-properties"]#p "Label"')]);
  });

  it("an unselected tab's panel, displayed", async () => {
    const problems = await problemsOf(
      '<button role="tab" aria-selected="true" aria-controls="a">A</button><button role="tab" aria-selected="false" aria-controls="b">B</button><div role="tabpanel" id="a">One</div><div role="tabpanel" id="b">Two</div>',
    );
    expect(problems).toEqual([expect.stringContaining('the panel of an unselected tab is displayed: div[role="tabpanel"]#b "Two"')]);
  });

  it('a page wider than the phone, naming what reaches past its edge; not at a desktop width', async () => {
    const body = '<header><nav class="share">Share on Facebook, X, Pinterest, LinkedIn</nav></header>';
    const css = '.share{width:600px;white-space:nowrap}';
    expect(await problemsOf(body, css)).toEqual([expect.stringMatching(/^the page scrolls sideways at 375 px \(600 px wide\): nav "Share on .* reaches 600 px$/)]);
    expect(await problemsOf(body, css, false)).toEqual([]);
    // Inside a box that scrolls (a slider's track), nothing reaches past the page's edge.
    expect(await problemsOf(`<div style="overflow-x:auto">${body}</div>`, css)).toEqual([]);
  });

  it('text cut off by its own box, across or down', async () => {
    expect(await problemsOf('<span class="badge">Back in autumn</span>', '.badge{display:inline-block;width:60px;overflow:hidden;white-space:nowrap}')).toEqual([
      expect.stringMatching(/^text cut off by its box \(60×20 px, the text \d+×20\): span "Back in autumn"/),
    ]);
    expect(await problemsOf('<p class="caption">Harbour at dawn. Boats waiting for the tide.</p>', '.caption{width:120px;height:20px;overflow:hidden}')).toEqual([
      expect.stringMatching(/^text cut off by its box \(120×20 px/),
    ]);
  });
});
