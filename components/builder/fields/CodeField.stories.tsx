import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CodeField } from './CodeField.tsx';
import { token } from './CodeField.css.ts';
import { Button } from '../../primitives/Button/Button.tsx';
import { StoryFrame } from '../../../stories/builder/StoryFrame.tsx';

const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

const meta = {
  title: 'Builder/CodeField',
  component: CodeField,
  args: {
    label: 'Template',
    defaultValue: '<h1>{title|html}</h1>\n{.section item}{# the first item}{name}{.end}',
    onValueChange: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

const fieldOf = (canvasElement: HTMLElement) => {
  const field = canvasElement.querySelector<HTMLElement>('[data-vitrine="code-field"]');
  if (!field) throw new Error('No code field.');
  return field;
};

/** Waits for CodeMirror to replace the textarea painted first; returns its editable element. */
const editorOf = async (canvasElement: HTMLElement, name: string) => {
  // The editor's chunk loads once per page: the first story may wait for it.
  await waitFor(() => expect(fieldOf(canvasElement)).toHaveAttribute('data-state', 'ready'), { timeout: 20_000 });
  const content = within(canvasElement).getByRole('textbox', { name });
  await expect(content).toHaveAttribute('contenteditable', 'true');
  return content;
};

/** A template: tags highlighted by the engine's own scanner (instructions, variables, formatters, comments); the keyboard hint under the label. */
export const Template: Story = {
  play: async ({ canvasElement }) => {
    const content = await editorOf(canvasElement, 'Template');
    const texts = (kind: keyof typeof token) => [...content.querySelectorAll(`.${token[kind]}`)].map((node) => node.textContent);
    await expect(texts('instruction')).toEqual(['{.section item}', '{.end}']);
    await expect(texts('variable')).toEqual(['{title', '{name}']);
    await expect(texts('formatter')).toEqual(['|html}']);
    await expect(texts('comment')).toEqual(['{# the first item}']);
    await expect(content).toHaveAccessibleDescription('Press Escape, then Tab, to leave the editor.');
    await expect(canvasElement.querySelector('textarea')).toBeNull();
    // Clicking the label focuses the editor, as it would a textarea.
    await userEvent.click(within(canvasElement).getByText('Template'));
    await expect(content).toHaveFocus();
  },
};

/** Problems shown in the code at their place: the unknown formatter's tag is underlined, its message on hover. */
export const Diagnostics: Story = {
  args: {
    defaultValue: 'ok {title|shout}\n{.section missing}never',
    diagnostics: [
      { from: 3, to: 16, message: "Formatter 'shout' is unknown.", severity: 'error' },
      { from: 17, to: 35, message: 'Reached EOF in the middle of SECTION', severity: 'warning' },
    ],
  },
  play: async ({ canvasElement }) => {
    const content = await editorOf(canvasElement, 'Template');
    await waitFor(() => expect([...content.querySelectorAll('.cm-lintRange-error')].map((node) => node.textContent).join('')).toBe('{title|shout}'));
    await expect([...content.querySelectorAll('.cm-lintRange-warning')].map((node) => node.textContent).join('')).toBe('{.section missing}');
  },
};

/** An error about the whole field, under it; the editor is marked invalid. */
export const WithError: Story = {
  args: { label: 'Context (JSON)', language: 'json', defaultValue: '{"title": ', error: 'The context is not valid JSON' },
  play: async ({ canvasElement }) => {
    const content = await editorOf(canvasElement, 'Context (JSON)');
    await expect(content).toHaveAttribute('aria-invalid', 'true');
    await expect(content).toHaveAccessibleDescription(expect.stringContaining('The context is not valid JSON'));
  },
};

/** JSON: keys, strings, numbers and keywords highlighted. */
export const Json: Story = {
  args: { label: 'Context (JSON)', language: 'json', defaultValue: '{\n  "title": "Tote",\n  "price": 42,\n  "onSale": true\n}' },
  play: async ({ canvasElement }) => {
    const content = await editorOf(canvasElement, 'Context (JSON)');
    await waitFor(() => expect([...content.querySelectorAll(`.${token.variable}`)].map((node) => node.textContent)).toEqual(['"title"', '"price"', '"onSale"']));
    await expect(fieldOf(canvasElement)).toHaveAttribute('data-language', 'json');
  },
};

/** The page owns the code: every edit comes back through onValueChange and the editor follows the value. */
export const Controlled: Story = {
  render: function ControlledCodeField(args) {
    const [code, setCode] = useState('{title}');
    return (
      <CodeField
        {...args}
        value={code}
        onValueChange={(next) => {
          setCode(next);
          args.onValueChange?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const content = await editorOf(canvasElement, 'Template');
    await userEvent.click(content);
    await userEvent.keyboard('{Control>}{End}{/Control}!');
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('{title}!'));
    await expect(content).toHaveTextContent('{title}!');
  },
};

/** From the keyboard: Tab into the editor, Tab indents there, Escape then Tab moves on to the next control. */
export const Keyboard: Story = {
  args: { defaultValue: 'a' },
  render: (args) => (
    <StoryFrame>
      <CodeField {...args} />
      <div>
        <Button variant="secondary">Next</Button>
      </div>
    </StoryFrame>
  ),
  play: async ({ args, canvasElement }) => {
    const content = await editorOf(canvasElement, 'Template');
    await userEvent.tab();
    await expect(content).toHaveFocus();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await userEvent.tab();
    await expect(content).toHaveFocus();
    await waitFor(() => expect(args.onValueChange).toHaveBeenCalled());
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Next' })).toHaveFocus();
  },
};

/** On Android: a plain textarea and the spec's 'Code editing is not available on Android'; edits still count. */
export const Android: Story = {
  args: { userAgent: ANDROID, defaultValue: '{title}' },
  play: async ({ args, canvasElement }) => {
    const area = within(canvasElement).getByRole('textbox', { name: 'Template' });
    await expect(area.tagName).toBe('TEXTAREA');
    await expect(area).toHaveAccessibleDescription('Code editing is not available on Android');
    await expect(within(canvasElement).getByText('Code editing is not available on Android')).toBeVisible();
    await expect(fieldOf(canvasElement)).toHaveAttribute('data-state', 'plain');
    await userEvent.type(area, '!');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('{title}!');
    await expect(canvasElement.querySelector('.cm-editor')).toBeNull();
    // The code textarea's own type and height, not the Field control's it sits on (whichever sheet loaded last).
    await expect(getComputedStyle(area).fontFamily).toMatch(/monospace/);
    await expect(parseFloat(getComputedStyle(area).minHeight)).toBeGreaterThan(parseFloat(getComputedStyle(area).fontSize) * 10);
  },
};
