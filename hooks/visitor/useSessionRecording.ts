'use client';

import { useEffect, useRef } from 'react';
import { createSessionApi } from '../../api/session.ts';
import { isSessionRecordingEligible } from '../../logic/visitor/analytics.ts';
import { useApiModule } from '../shared/useApiClient.tsx';

/** Starts the site's session recorder with the id the server gave. */
export type SessionRecorderStarter = (id: string) => void | Promise<void>;

/** What decides whether this visit may be recorded (shopper spec, states, rendering spec, constants and limits). */
export interface SessionRecordingOptions {
  /** The site's country (ISO code): only US and JP are recorded. */
  country?: string;
  /** The feature toggle. @default false */
  toggle?: boolean;
  /** The sample variant of this visit: only 'true' is recorded. @default '' */
  variant?: string;
  /** The visitor's time zone. @default the browser's (Intl) */
  timeZone?: string;
  /** The device's CPU cores. @default navigator.hardwareConcurrency */
  cpuCores?: number;
  /** Starts the recorder; a site passes its own. @default nothing is started */
  start?: SessionRecorderStarter;
  /** Where a failure to start is logged. @default console.warn */
  log?: (message: string, error: unknown) => void;
}

function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return '';
  }
}

function browserCores(): number {
  return typeof navigator !== 'undefined' && typeof navigator.hardwareConcurrency === 'number' ? navigator.hardwareConcurrency : 0;
}

const logWarning = (message: string, error: unknown) => console.warn(`[vitrine] ${message}`, error);

/**
 * Session recording (shopper spec, states): when isSessionRecordingEligible holds (US or JP site, an America/… or
 * Asia/Tokyo time zone, the toggle on, variant 'true', more than 2 CPU cores), fetches the id
 * (GET /api/commerce/fullstory/getId) once and hands it to `start`. A failed fetch or a starter that throws
 * is logged, nothing more.
 */
export function useSessionRecording(options: SessionRecordingOptions = {}): void {
  const session = useApiModule('session', createSessionApi);
  const { country = '', toggle = false, variant = '', timeZone, cpuCores, start, log = logWarning } = options;
  // The starter and logger a site passes inline change every render; the latest are used, the fetch is not redone.
  const handlers = useRef({ start, log });
  useEffect(() => {
    handlers.current = { start, log };
  });

  useEffect(() => {
    const eligible = isSessionRecordingEligible({
      country,
      timeZone: timeZone ?? browserTimeZone(),
      toggle,
      variant,
      cpuCores: cpuCores ?? browserCores(),
    });
    if (!eligible) return undefined;
    let current = true;
    void (async () => {
      try {
        const id = await session.getFullstoryId();
        if (!current || id === null || id === '') return;
        await handlers.current.start?.(id);
      } catch (error) {
        try {
          handlers.current.log('session recording could not start.', error);
        } catch {
          // A logger that throws has nowhere else to go.
        }
      }
    })();
    return () => {
      current = false;
    };
  }, [session, country, toggle, variant, timeZone, cpuCores]);
}
