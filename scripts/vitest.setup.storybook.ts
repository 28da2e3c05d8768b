/**
 * Setup of the stories' tests in Chromium: a play function's wait for a state (findBy…, waitFor from
 * storybook/test) ends as soon as the state is there, so its limit only reports a state that never
 * comes. The 1 s default ran out on a loaded 2-core machine for states that did come (issue 19 §4).
 * A story that passes its own `{ timeout }` keeps it.
 */
import { configure } from 'storybook/test';
import { BROWSER_WAIT_LIMIT_MS } from './vitest.waits.ts';

configure({ asyncUtilTimeout: BROWSER_WAIT_LIMIT_MS });
