import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PERFORMANCE_RECORDS } from '../shared/constants.ts';
import { performanceRecord } from './performanceRecords.ts';

const page = { app: 'vitrine', pageLoadId: 'load-1', timeOrigin: 1_700_000_000_000 };

describe('rendering spec, calls performance records (app, data, event, pageLoadId, ts)', () => {
  it('makes a navigation entry a record stamped at the page origin plus its start', () => {
    const json = { name: 'https://shop.test/', entryType: 'navigation', startTime: 0, duration: 812.4567, domInteractive: 301.2, type: 'navigate', serverTiming: [] };
    expect(performanceRecord({ entryType: 'navigation', startTime: 0, json }, page)).toEqual({
      app: 'vitrine',
      event: 'navigation',
      pageLoadId: 'load-1',
      ts: 1_700_000_000_000,
      data: { name: 'https://shop.test/', entryType: 'navigation', startTime: 0, duration: 812.457, domInteractive: 301.2, type: 'navigate' },
    });
  });

  it('records a paint at its own time', () => {
    expect(performanceRecord({ entryType: 'paint', startTime: 120.6, json: { name: 'first-contentful-paint' } }, page)?.ts).toBe(1_700_000_000_121);
  });

  it('skips entries of types it does not record', () => {
    for (const entryType of ['resource', 'mark', 'longtask', undefined, 3]) expect(performanceRecord({ entryType, startTime: 1, json: {} }, page)).toBeNull();
  });

  it('never throws and keeps only flat JSON values, whatever the entry holds', () => {
    fc.assert(fc.property(fc.anything(), fc.anything(), (startTime, json) => {
      const record = performanceRecord({ entryType: 'paint', startTime, json }, page);
      expect(Number.isFinite(record?.ts)).toBe(true);
      for (const value of Object.values(record?.data ?? {})) expect(['string', 'number', 'boolean']).toContain(typeof value);
    }));
  });
});

describe('rendering spec, constants and limits performance batch flush delay', () => {
  it('is 30000 ms', () => {
    expect(PERFORMANCE_RECORDS.flushDelayMs).toBe(30_000);
  });
});
