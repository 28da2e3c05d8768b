import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../components/primitives/Button/Button.tsx';
import { handlers } from './handlers/index.ts';
import { scenario, SCENARIO_NAMES, scenarioCoverage, SCENARIOS } from './scenarios.ts';

const CART_PATH = '/api/commerce/shopping-cart';

/** Reads the cart through the mock backend and says what came back. */
function TryACall() {
  const [result, setResult] = useState('Not called yet.');
  const call = async () => {
    setResult('Calling…');
    try {
      const response = await fetch(CART_PATH);
      setResult(`GET ${CART_PATH} answered ${response.status}.`);
    } catch {
      setResult(`GET ${CART_PATH} got no answer (network error).`);
    }
  };
  return (
    <section aria-labelledby="try-a-call">
      <h2 id="try-a-call">Try a call</h2>
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 }}>
        <Button variant="secondary" onClick={() => void call()}>
          Read the cart
        </Button>
        <output aria-live="polite">{result}</output>
      </div>
    </section>
  );
}

/** Every mocked call with the failure scenarios that cover it, and how to switch a scenario on. */
function EndpointsPage() {
  const rows = scenarioCoverage();
  return (
    <article>
      <h1>Mock backend</h1>
      <p>
        {rows.length} calls answered by <code>vitrine/mocks</code> from an in-memory shop that starts from the fixtures for every
        story. Switch a scenario on per story with <code>{"parameters: { msw: { handlers: { scenario: scenario('offline') } } }"}</code>,
        per test with <code>{"server.use(...scenario('offline'))"}</code>, per feature with{' '}
        <code>&amp;globals=backend:offline</code>, or from the toolbar&apos;s Backend menu.
      </p>
      {/* Wider than a phone: the table scrolls in a region of its own (focusable, so a keyboard scrolls it too). */}
      <div role="region" aria-labelledby="mocked-calls" tabIndex={0} style={{ overflowX: 'auto' }}>
        {/* As wide as its longest path needs: on a phone it scrolls sideways rather than wrapping every cell. */}
        <table style={{ minWidth: '64rem', borderCollapse: 'collapse' }}>
          <caption id="mocked-calls" style={{ textAlign: 'start', fontWeight: 'bold', paddingBlockEnd: 8 }}>
            Mocked calls and the scenarios that cover them
          </caption>
          <thead>
            <tr style={{ textAlign: 'start' }}>
              <th scope="col" style={{ textAlign: 'start' }}>Method</th>
              <th scope="col" style={{ textAlign: 'start' }}>Path</th>
              <th scope="col" style={{ textAlign: 'start' }}>Scenarios</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.method} ${row.path}`}>
                <td>
                  <code>{row.method}</code>
                </td>
                <td>
                  <code>{row.path}</code>
                </td>
                <td>{row.scenarios.join(', ')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>Scenarios</h2>
      <dl>
        {SCENARIO_NAMES.map((name) => (
          <div key={name}>
            <dt>
              <code>{name}</code>
            </dt>
            <dd>{SCENARIOS[name]}</dd>
          </div>
        ))}
      </dl>
      <TryACall />
    </article>
  );
}

const meta = {
  title: 'Mocks/Endpoints',
  component: EndpointsPage,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof EndpointsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every call of the spec (and the few the library added), each with its scenarios. */
export const AllCalls: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Mocked calls and the scenarios that cover them' });
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(handlers.length);
    const addRow = rows.find((row) => row.textContent?.startsWith('POST/api/commerce/shopping-cart/entries'));
    await expect(addRow).toHaveTextContent('rate-limited, server-error, offline, session-expired, slow, out-of-stock');
    await expect(canvas.getAllByRole('term')).toHaveLength(SCENARIO_NAMES.length);
  },
};

/** The normal backend answers a call. */
export const TryingACall: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Read the cart' }));
    await expect(await canvas.findByText(`GET ${CART_PATH} answered 200.`)).toBeVisible();
  },
};

/** A story switches a scenario on through its msw parameter: every call is rate limited. */
export const WithAScenario: Story = {
  parameters: { msw: { handlers: { scenario: scenario('rate-limited') } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Read the cart' }));
    await expect(await canvas.findByText(`GET ${CART_PATH} answered 429.`)).toBeVisible();
  },
};

/** The `backend` global (toolbar or URL) switches a scenario on: no call gets an answer. */
export const WithTheBackendGlobal: Story = {
  globals: { backend: 'offline' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Read the cart' }));
    await expect(await canvas.findByText(`GET ${CART_PATH} got no answer (network error).`)).toBeVisible();
  },
};
