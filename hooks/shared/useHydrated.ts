'use client';

import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};
const inBrowser = () => true;
const onServer = () => false;

/**
 * False on a server and in the render that hydrates its markup, true after it and in a render the
 * browser makes alone: what a component draws differently in the browser (an import it waits for,
 * markup only a DOMParser can make safe) it draws once this is true, so hydration starts from the
 * server's markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, inBrowser, onServer);
}
