/** The builder site-settings calls on the mock backend, their scenarios, and the mock font host. */
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../api/client.ts';
import { db } from '../db.ts';
import { builderFonts, siteTimeZone } from '../fixtures/fonts.ts';
import { scenario } from '../scenarios.ts';
import { startMockBackend } from '../testing.ts';
import { fontFileHandlers } from './builderSettings.ts';

const server = await startMockBackend();
const BASE = 'http://shop.test';
const client = () => createApiClient({ fetch: (input, init) => fetch(input, init), baseUrl: BASE, getCookie: () => undefined });

afterEach(() => server.resetHandlers());

describe('builder site settings on the mock backend', () => {
  it('answers the fixture fonts and time zone through the client', async () => {
    await expect(client().builderSettings.listFonts()).resolves.toEqual(builderFonts);
    await expect(client().builderSettings.getSiteTimeZone()).resolves.toBe(siteTimeZone);
    expect(siteTimeZone).toBe('Europe/Lisbon');
  });

  it('fonts-down and time-zone-down answer 500 to their call only', async () => {
    server.use(...scenario('fonts-down'));
    await expect(client().builderSettings.listFonts()).rejects.toMatchObject({ status: 500 });
    await expect(client().builderSettings.getSiteTimeZone()).resolves.toBe('Europe/Lisbon');
    server.resetHandlers();
    server.use(...scenario('time-zone-down'));
    await expect(client().builderSettings.getSiteTimeZone()).rejects.toMatchObject({ status: 500 });
    await expect(client().builderSettings.listFonts()).resolves.toHaveLength(4);
  });

  it('the fail-once scenarios fail the first read and answer the next', async () => {
    server.use(...scenario('fonts-fail-once'), ...scenario('time-zone-fail-once'));
    await expect(client().builderSettings.listFonts()).rejects.toMatchObject({ status: 500 });
    await expect(client().builderSettings.listFonts()).resolves.toHaveLength(4);
    await expect(client().builderSettings.getSiteTimeZone()).rejects.toMatchObject({ status: 500 });
    await expect(client().builderSettings.getSiteTimeZone()).resolves.toBe('Europe/Lisbon');
  });

  it('the font host serves the listed fonts and 404s any other file', async () => {
    server.use(...fontFileHandlers);
    expect((await fetch('https://fonts.test/caveat.woff2')).status).toBe(200);
    expect((await fetch('https://fonts.test/missing.woff2')).status).toBe(404);
    db.builderFonts = db.builderFonts.filter((font) => font.family !== 'Caveat');
    expect((await fetch('https://fonts.test/caveat.woff2')).status).toBe(404);
  });
});
