/** settle() (tests/support/settle.ts) waits for the page's state, in Chromium on the mock backend: late answers, renders, not held answers. */
import { cleanup, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useEffect, useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startMockWorker } from '../../mocks/browser.ts';
import { hold } from '../../mocks/hold.ts';
import type * as HoldModule from '../../mocks/hold.ts';
import { settle, trackCalls } from './settle.ts';

vi.mock('../../mocks/hold.ts', async (importOriginal) => {
  const { countingHold } = await import('./settle.ts');
  return countingHold(await importOriginal<typeof HoldModule>());
});

const PROBE = '/__settle-probe';
let release: () => void = () => {};

/** Shows what the probe answered, after reading the answer's body as the API client does. */
function Probe({ path }: { path: string }) {
  const [text, setText] = useState('waiting');
  useEffect(() => {
    void fetch(path)
      .then((response) => response.text())
      .then(setText, () => setText('failed'));
  }, [path]);
  return <p data-testid="probe">{text}</p>;
}

/** Changes its text on each of `frames` animation frames, with no call at all. */
function Counter({ frames }: { frames: number }) {
  const [count, setCount] = useState(0);
  useEffect(() => {
    if (count >= frames) return;
    const id = requestAnimationFrame(() => setCount(count + 1));
    return () => cancelAnimationFrame(id);
  }, [count, frames]);
  return <p data-testid="probe">{`frame ${count}`}</p>;
}

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

beforeAll(async () => {
  const worker = await startMockWorker();
  worker.use(
    http.get(`*${PROBE}/released`, async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return HttpResponse.text('answered');
    }),
    http.get(`*${PROBE}/forever`, async () => {
      await hold('infinite');
      return HttpResponse.text('never');
    }),
    http.get(`*${PROBE}/slow`, async () => {
      await hold(60_000);
      return HttpResponse.text('a minute later');
    }),
  );
});

beforeEach(() => trackCalls());
afterEach(() => cleanup());

describe('settle', () => {
  it('waits for an answer however late it comes, and for the render it causes', async () => {
    render(<Probe path={`${PROBE}/released`} />);
    let settled = false;
    const done = settle().then(() => {
      settled = true;
    });
    // The answer is held until the test lets it go: a wait of a fixed few frames would end here.
    for (let round = 0; round < 20; round += 1) await frame();
    expect(settled).toBe(false);
    expect(screen.getByTestId('probe')).toHaveTextContent('waiting');
    release();
    await done;
    expect(screen.getByTestId('probe')).toHaveTextContent('answered');
  });

  it.each(['forever', 'slow'])('does not wait for an answer the mock backend holds on purpose (%s)', async (path) => {
    render(<Probe path={`${PROBE}/${path}`} />);
    await settle();
    expect(screen.getByTestId('probe')).toHaveTextContent('waiting');
  });

  it('waits while the page keeps changing, with no call under way', async () => {
    render(<Counter frames={12} />);
    await settle();
    expect(screen.getByTestId('probe')).toHaveTextContent('frame 12');
  });

  it('gives up with what was pending when the page never settles', async () => {
    render(<Counter frames={Number.POSITIVE_INFINITY} />);
    await expect(settle(300)).rejects.toThrow(/did not settle within 300 ms/);
  });
});
