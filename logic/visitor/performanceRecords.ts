/**
 * Performance records (rendering spec, calls, constants and limits): what the browser measured, as the records the performance
 * call sends (app, data, event, pageLoadId, ts). The browser's entries come in as plain values; hooks/ reads
 * them from PerformanceObserver. When a batch goes is PERFORMANCE_RECORDS in constants.ts (30 s after load,
 * or when the page is hidden).
 */

/**
 * The entry types recorded, when the browser reports them: the navigation's timing, paints, the largest
 * contentful paint, layout shifts and the first input. Nothing is estimated: an unsupported type is skipped.
 */
export const PERFORMANCE_ENTRY_TYPES = ['navigation', 'paint', 'largest-contentful-paint', 'layout-shift', 'first-input'] as const;

/** A JSON value a record's data may hold. */
export type PerformanceDataValue = string | number | boolean | null;

/** One record as the performance call sends it (rendering spec, calls). */
export interface PerformanceRecordData {
  app: string;
  data: Record<string, PerformanceDataValue>;
  event: string;
  pageLoadId: string;
  /** When it was measured, in ms since the epoch. */
  ts: number;
}

/** At most this many fields of an entry are kept (a navigation entry has about 30). */
const MAX_FIELDS = 64;

/** The flat fields of an entry's JSON: finite numbers, strings (cut at 500 characters), booleans. */
function flatFields(json: unknown): Record<string, PerformanceDataValue> {
  const data: Record<string, PerformanceDataValue> = {};
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return data;
  let kept = 0;
  for (const [key, value] of Object.entries(json as Record<string, unknown>)) {
    if (kept >= MAX_FIELDS) break;
    if (typeof value === 'number' && Number.isFinite(value)) data[key] = Math.round(value * 1000) / 1000;
    else if (typeof value === 'string') data[key] = value.slice(0, 500);
    else if (typeof value === 'boolean') data[key] = value;
    else continue;
    kept += 1;
  }
  return data;
}

/**
 * The record of one entry the browser reported (its `toJSON()`), measured `startTime` ms after `timeOrigin`;
 * null when it is not an entry of a recorded type. Never throws.
 */
export function performanceRecord(
  entry: { entryType?: unknown; startTime?: unknown; json?: unknown },
  page: { app: string; pageLoadId: string; timeOrigin: number },
): PerformanceRecordData | null {
  const type = entry.entryType;
  if (typeof type !== 'string' || !(PERFORMANCE_ENTRY_TYPES as readonly string[]).includes(type)) return null;
  const start = typeof entry.startTime === 'number' && Number.isFinite(entry.startTime) ? entry.startTime : 0;
  const origin = Number.isFinite(page.timeOrigin) ? page.timeOrigin : 0;
  return { app: page.app, data: flatFields(entry.json), event: type, pageLoadId: page.pageLoadId, ts: Math.round(origin + start) };
}
