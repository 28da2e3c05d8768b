'use client';

import { useEffect } from 'react';
import { browserScheduler, createPerformanceApi, type PerformanceScheduler } from '../../api/performance.ts';
import { PERFORMANCE_RECORDS } from '../../logic/shared/constants.ts';
import { DEFAULT_ERROR_REPORT_APP } from '../../logic/visitor/errorReports.ts';
import { PERFORMANCE_ENTRY_TYPES, performanceRecord, type PerformanceRecordData } from '../../logic/visitor/performanceRecords.ts';
import { useApiModule } from '../shared/useApiClient.tsx';

/** One entry the browser reported: its type, start and JSON. */
export interface ObservedEntry {
  entryType: string;
  startTime: number;
  json: unknown;
}

/** Watches the browser's performance entries of the given types; returns a function that stops watching. */
export type PerformanceWatcher = (types: readonly string[], onEntry: (entry: ObservedEntry) => void) => () => void;

/** Options of {@link usePerformanceRecords}. */
export interface PerformanceRecordsOptions {
  /** Which app the records come from. @default DEFAULT_ERROR_REPORT_APP ('vitrine') */
  app?: string;
  /** Record and send at all. @default true */
  enabled?: boolean;
  /** When the batch is due. @default the browser's: 30 s after load, and visibilitychange to hidden */
  scheduler?: PerformanceScheduler;
  /** Where entries come from. @default the browser's PerformanceObserver, buffered, for the types it supports */
  watch?: PerformanceWatcher;
}

/** The browser's PerformanceObserver for each supported type (buffered, so entries before mount count too). */
const browserWatcher: PerformanceWatcher = (types, onEntry) => {
  if (typeof PerformanceObserver === 'undefined') return () => {};
  const supported = PerformanceObserver.supportedEntryTypes ?? [];
  const observers: PerformanceObserver[] = [];
  for (const type of types) {
    if (!supported.includes(type)) continue;
    try {
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) onEntry({ entryType: entry.entryType, startTime: entry.startTime, json: entry.toJSON() as unknown });
      });
      observer.observe({ type, buffered: true });
      observers.push(observer);
    } catch {
      // A browser that lists a type and then refuses it records nothing of that type.
    }
  }
  return () => observers.forEach((observer) => observer.disconnect());
};

function newPageLoadId(): string {
  try {
    return crypto.randomUUID();
  } catch {
    return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  }
}

function timeOrigin(): number {
  return typeof performance === 'undefined' ? Date.now() : performance.timeOrigin;
}

/**
 * Performance records (rendering spec, calls, constants and limits): what PerformanceObserver reports of the navigation, paints, the
 * largest contentful paint, layout shifts and the first input is batched and sent once, by beacon (or a
 * plain-text POST when the browser has no beacon or refuses it), 30 s after the page loaded or when it
 * becomes hidden, whichever comes first. A blocked or throwing beacon, or a failed post, never reaches the page.
 */
export function usePerformanceRecords(options: PerformanceRecordsOptions = {}): void {
  const api = useApiModule('performance', createPerformanceApi);
  const { app = DEFAULT_ERROR_REPORT_APP, enabled = true, scheduler, watch } = options;

  useEffect(() => {
    if (!enabled) return undefined;
    const page = { app, pageLoadId: newPageLoadId(), timeOrigin: timeOrigin() };
    let queue: PerformanceRecordData[] = [];
    let sent = false;
    const stops: Array<() => void> = [];
    const stopAll = () => stops.splice(0).forEach((stop) => stop());

    const send = () => {
      if (sent || queue.length === 0) return;
      sent = true;
      const records = queue;
      queue = [];
      stopAll();
      try {
        void api.sendRecords(records, { beacon: true });
      } catch {
        // sendBeacon itself threw (a blocked or oversized beacon): the plain-text post, which never throws.
        void api.sendRecords(records).catch(() => undefined);
      }
    };

    try {
      const due = scheduler ?? browserScheduler();
      stops.push((watch ?? browserWatcher)(PERFORMANCE_ENTRY_TYPES, (entry) => {
        const record = sent ? null : performanceRecord(entry, page);
        if (record) queue.push(record);
      }));
      stops.push(due.afterLoad(PERFORMANCE_RECORDS.flushDelayMs, send), due.onHidden(send));
    } catch {
      // A site's own scheduler or watcher that throws leaves the page unmeasured, not broken.
    }
    return stopAll;
  }, [api, app, enabled, scheduler, watch]);
}
