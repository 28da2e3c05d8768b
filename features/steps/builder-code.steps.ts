/** Steps about the builder's code editing: the template playground's code editors. */
import { Then, When } from '@cucumber/cucumber';
import assert from 'node:assert/strict';
import { eventually } from '../support/eventually.ts';
import type { VitrineWorld } from '../support/world.ts';

const playground = (world: VitrineWorld) => world.page.locator('[data-vitrine="template-playground"]').first();
const codeField = (world: VitrineWorld, part: 'template' | 'context') => playground(world).locator(`[data-vitrine="code-field"][data-part="${part}"]`);
/** A feature writes a line break as \n inside its quotes. */
const text = (quoted: string) => quoted.replaceAll('\\n', '\n');

/** The field's editor once it is ready: CodeMirror's editable element, or the textarea on Android. */
async function editorOf(world: VitrineWorld, part: 'template' | 'context') {
  const field = codeField(world, part);
  await playground(world).locator(`[data-vitrine="code-field"][data-part="${part}"]:is([data-state="ready"], [data-state="plain"])`).waitFor({ state: 'attached' });
  return (await field.getAttribute('data-state')) === 'plain' ? field.locator('textarea') : field.locator('.cm-content');
}

When('the site owner replaces the template with {string}', async function (this: VitrineWorld, template: string) {
  const editor = await editorOf(this, 'template');
  if ((await editor.evaluate((element) => element.tagName)) === 'TEXTAREA') {
    await editor.fill(text(template));
    return;
  }
  await editor.click();
  await this.page.keyboard.press('ControlOrMeta+A');
  await this.page.keyboard.press('Delete');
  await this.page.keyboard.insertText(text(template));
});

When('the site owner presses Escape then Tab in the template editor', async function (this: VitrineWorld) {
  const editor = await editorOf(this, 'template');
  await editor.focus();
  await this.page.keyboard.press('Escape');
  await this.page.keyboard.press('Tab');
});

Then('the context editor has the keyboard focus', async function (this: VitrineWorld) {
  const editor = await editorOf(this, 'context');
  await eventually(async () => assert.ok(await editor.evaluate((element) => element === document.activeElement), 'the context editor is not focused'));
});

Then('the playground lists the error {string}', async function (this: VitrineWorld, line: string) {
  await playground(this).locator('[data-part="errors"] li', { hasText: line }).first().waitFor({ state: 'visible' });
});

Then('the playground says {string}', async function (this: VitrineWorld, summary: string) {
  await eventually(async () => assert.equal((await playground(this).locator('[data-part="summary"]').textContent())?.trim(), summary));
});

Then('the playground renders {string}', async function (this: VitrineWorld, markup: string) {
  await eventually(async () => assert.equal(await playground(this).locator('[data-part="markup"]').textContent(), text(markup)));
});

/** The template's marked spans, one string per marked error (CodeMirror may split one across elements). */
async function markedInTemplate(world: VitrineWorld): Promise<string> {
  return codeField(world, 'template').locator('.cm-lintRange-error').evaluateAll((nodes) => nodes.map((node) => node.textContent).join(''));
}

Then('the template editor marks {string} as an error', async function (this: VitrineWorld, tag: string) {
  await eventually(async () => assert.equal(await markedInTemplate(this), text(tag)));
});

Then('the template editor marks nothing as an error', async function (this: VitrineWorld) {
  await eventually(async () => assert.equal(await markedInTemplate(this), ''));
});
