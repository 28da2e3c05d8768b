/**
 * Setup of the component tests in Chromium: a wait for a state (findBy…, waitFor) ends as soon as the
 * state is there, so its limit only reports a state that never comes. Testing Library's 1 s default
 * ran out on a loaded 2-core machine for states that did come, a little later.
 */
import { configure } from '@testing-library/react';
import { BROWSER_WAIT_LIMIT_MS } from './vitest.waits.ts';

configure({ asyncUtilTimeout: BROWSER_WAIT_LIMIT_MS });
