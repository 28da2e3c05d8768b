import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOSTILE_FORM_TEXT } from '../../../tests/hostile/support/index.ts';
import { CodeField } from './CodeField.tsx';

afterEach(() => cleanup());

/** Elements the hostile text would make if it were rendered as HTML. */
const INJECTED = 'script, img[src="x"], [onerror]';

describe('CodeField keeps hostile code as text', () => {
  it('shows a long hostile string in CodeMirror as text, makes no element of it, and hands it back whole with an edit', async () => {
    const onValueChange = vi.fn();
    const { container } = render(<CodeField label="Code" defaultValue={HOSTILE_FORM_TEXT} onValueChange={onValueChange} />);
    await waitFor(() => expect(container.querySelector('[data-vitrine="code-field"]')).toHaveAttribute('data-state', 'ready'), { timeout: 20_000 });
    const content = container.querySelector<HTMLElement>('.cm-content');
    // CodeMirror shows a lone surrogate as a placeholder widget: compare the text around it.
    for (const piece of ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '{.section a}{@|html}{.end}', '&amp;&lt;b&gt;', 'Zoë € İ ß']) {
      expect(content?.textContent).toContain(piece);
    }
    expect(container.querySelectorAll(INJECTED)).toHaveLength(0);
    content?.focus();
    document.execCommand('insertText', false, '!');
    await waitFor(() => expect(onValueChange).toHaveBeenCalled());
    const edited = String(onValueChange.mock.lastCall?.[0]);
    expect(edited.length).toBe(HOSTILE_FORM_TEXT.length + 1);
    expect(edited.replace('!', '')).toBe(HOSTILE_FORM_TEXT);
  });

  it('takes hostile diagnostics (out of range, reversed, not numbers) without throwing', async () => {
    const diagnostics = [
      { from: -5, to: 1e9, message: '<b>x</b>', severity: 'error' as const },
      { from: 10, to: 2, message: 'reversed', severity: 'warning' as const },
      { from: Number.NaN, to: Number.POSITIVE_INFINITY, message: 'nan', severity: 'error' as const },
    ];
    const { container } = render(<CodeField label="Code" defaultValue="abc" diagnostics={diagnostics} />);
    await waitFor(() => expect(container.querySelector('[data-vitrine="code-field"]')).toHaveAttribute('data-state', 'ready'), { timeout: 20_000 });
    expect(container.querySelector('.cm-content')).toHaveTextContent('abc');
    expect(container.querySelectorAll('b')).toHaveLength(0);
  });
});
