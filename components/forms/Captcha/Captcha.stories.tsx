import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CAPTCHA_MESSAGES, CAPTCHA_SCRIPT_URL } from '../../../logic/forms/captcha.ts';
import { useCaptcha } from '../../../hooks/forms/useCaptcha.ts';
import { website } from '../../../mocks/fixtures/site.ts';
import { ABSENT_CAPTCHA_SCRIPT_URL, FAILING_CAPTCHA_SITE_KEY, fakeCaptcha } from '../../../mocks/fixtures/captcha.ts';
import { Button } from '../../primitives/Button/Button.tsx';
import { controls } from '../../../stories/shared/storyNote.css.ts';
import { Captcha } from './Captcha.tsx';

/**
 * A form's use of the captcha: the hook, the area, and the form's own two calls on it, as a form's
 * buttons would make them: sending (which asks the captcha for its token) and starting the captcha
 * again after a failed submission. What a send read (a token, or why there is none) is said under them.
 */
function CaptchaHarness({ siteKey, scriptUrl, error }: { siteKey: string | null; scriptUrl?: string; error?: string }) {
  const [token, setToken] = useState<string | null>(null);
  const [checked, setChecked] = useState<string | null>(null);
  const captcha = useCaptcha({ siteKey, onChange: setToken, ...(scriptUrl ? { scriptUrl } : {}) });
  return (
    <div>
      <Captcha captcha={captcha} error={error ?? null} />
      <div className={controls}>
        <Button
          onClick={() => {
            captcha.execute().then(setChecked, (problem: unknown) => setChecked(problem instanceof Error ? problem.message : String(problem)));
          }}
        >
          Send
        </Button>
        <Button variant="secondary" onClick={() => captcha.reset()}>
          Start the captcha again
        </Button>
        {/* The token numbers the widgets and answers the page has seen (as the provider's does), so it is
            kept in an attribute: the text only says one came, and the story looks the same after any other. */}
        <output data-testid="token" data-token={token ?? ''}>
          {token ? 'Token received' : ''}
        </output>
        <output data-testid="executed">{checked ?? ''}</output>
      </div>
    </div>
  );
}

const meta = {
  title: 'Forms/Captcha',
  component: CaptchaHarness,
  args: { siteKey: website.captchaSettings.siteKey },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof CaptchaHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const area = (canvasElement: HTMLElement) => within(canvasElement).getByRole('group', { name: 'CAPTCHA' });
/** The stand-in widget's checkbox, once the provider's script has loaded and drawn it. */
const checkbox = (canvasElement: HTMLElement) => within(canvasElement).findByRole('checkbox', { name: fakeCaptcha.checkboxLabel });
const token = (canvasElement: HTMLElement) => within(canvasElement).getByTestId('token');

/** Not solved yet: the provider's widget drawn in the labelled area, its checkbox unticked, no token. */
export const Unsolved: Story = {
  play: async ({ canvasElement }) => {
    await expect(await checkbox(canvasElement)).not.toBeChecked();
    await waitFor(() => expect(area(canvasElement)).toHaveAttribute('data-state', 'ready'));
    await expect(area(canvasElement)).toHaveAttribute('data-layout', 'normal');
    await expect(token(canvasElement)).toHaveTextContent(/^$/);
  },
};

/**
 * While the provider's script loads (the stand-in's `?mock=loading` address never answers; an address
 * of its own, since a page loads each address once): the area keeps the widget's room and says it is loading.
 */
export const Loading: Story = {
  args: { scriptUrl: `${CAPTCHA_SCRIPT_URL}?mock=loading` },
  play: async ({ canvasElement }) => {
    await expect(area(canvasElement)).toHaveAttribute('data-state', 'loading');
    await expect(area(canvasElement)).toHaveTextContent('Loading the CAPTCHA…');
    await expect(within(canvasElement).queryByRole('checkbox')).toBeNull();
  },
};

/** Solved from the keyboard: the checkbox ticked, the form told the token. */
export const Solved: Story = {
  play: async ({ canvasElement }) => {
    (await checkbox(canvasElement)).focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(area(canvasElement)).toHaveAttribute('data-state', 'solved'));
    await expect(await checkbox(canvasElement)).toBeChecked();
    await expect(token(canvasElement).dataset['token']).toMatch(/^fake-captcha-token-/);
    await expect(token(canvasElement)).toHaveTextContent('Token received');
  },
};

/** In a container narrower than 320 px: the compact widget. */
export const Compact: Story = {
  decorators: [(Story) => <div style={{ width: 280 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await checkbox(canvasElement);
    // The layout is told with the ready state, in the render after the widget is drawn.
    await waitFor(() => expect(area(canvasElement)).toHaveAttribute('data-layout', 'compact'));
    await expect(canvasElement.querySelector('[data-fake-captcha="widget"]')).toHaveAttribute('data-size', 'compact');
  },
};

/** The provider reports an error when it is ticked: the visitor is told, and no token is given. */
export const Failed: Story = {
  args: { siteKey: FAILING_CAPTCHA_SITE_KEY },
  play: async ({ canvasElement }) => {
    await userEvent.click(await checkbox(canvasElement));
    await expect(await within(area(canvasElement)).findByRole('alert')).toHaveTextContent('The CAPTCHA could not be checked. Please try again.');
    await expect(area(canvasElement)).toHaveAttribute('data-state', 'failed');
    await expect(token(canvasElement)).toHaveTextContent(/^$/);
  },
};

/** A solved captcha that ran out of time: the token is withdrawn and the visitor asked to solve it again. */
export const Expired: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await checkbox(canvasElement));
    await waitFor(() => expect(token(canvasElement).dataset['token']).toMatch(/^fake-captcha-token-/));
    (window as unknown as { __vitrineFakeCaptcha: { expire(): void } }).__vitrineFakeCaptcha.expire();
    await expect(await within(area(canvasElement)).findByRole('alert')).toHaveTextContent('The CAPTCHA has expired. Please complete it again.');
    await expect(token(canvasElement)).toHaveTextContent(/^$/);
    await expect(await checkbox(canvasElement)).toBeEnabled();
    // Whether the box kept focus depends on whether the browser moved focus off it while it was
    // disabled (solved) before the expiry enabled it: the story ends with nothing focused.
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
  },
};

/** The library cannot be loaded: the visitor is told, and asking for a token rejects with the spec's message. */
export const LibraryAbsent: Story = {
  args: { scriptUrl: ABSENT_CAPTCHA_SCRIPT_URL },
  play: async ({ canvasElement }) => {
    await expect(await within(area(canvasElement)).findByRole('alert')).toHaveTextContent(
      'The CAPTCHA could not be loaded. Please reload the page and try again.',
    );
    await expect(area(canvasElement)).toHaveAttribute('data-state', 'unavailable');
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Send' }));
    await expect(within(canvasElement).getByTestId('executed')).toHaveTextContent(CAPTCHA_MESSAGES.notSetUp);
  },
};

/** The site has no captcha key: nothing is drawn and no script is loaded. */
export const NoSiteKey: Story = {
  args: { siteKey: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('group', { name: 'CAPTCHA' })).toBeNull();
  },
};

/** Submitted before solving: the form's message in the area, 'Complete CAPTCHA before submitting.' */
export const Incomplete: Story = {
  args: { error: CAPTCHA_MESSAGES.incomplete },
  play: async ({ canvasElement }) => {
    await checkbox(canvasElement);
    // The area says it is loading until the render after the widget is drawn, and that notice is part
    // of its description: the description is the form's message alone once the area is ready.
    await waitFor(() => expect(area(canvasElement)).toHaveAttribute('data-state', 'ready'));
    await expect(within(area(canvasElement)).getByRole('alert')).toHaveTextContent('Complete CAPTCHA before submitting.');
    await expect(area(canvasElement)).toHaveAccessibleDescription('Complete CAPTCHA before submitting.');
  },
};

/** Reset after a failed submission: the ticked checkbox clears and the token is withdrawn. */
export const ResetAfterSolving: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(await checkbox(canvasElement));
    await waitFor(() => expect(token(canvasElement).dataset['token']).toMatch(/^fake-captcha-token-/));
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Start the captcha again' }));
    await expect(await checkbox(canvasElement)).not.toBeChecked();
    await expect(token(canvasElement)).toHaveTextContent(/^$/);
    await waitFor(() => expect(area(canvasElement)).toHaveAttribute('data-state', 'ready'));
  },
};
