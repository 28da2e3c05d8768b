import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure } from 'storybook/test';
import { VIEWPORT } from '../logic/shared/constants.ts';
import { LocalizedStringsProvider } from '../hooks/shared/LocalizedStringsProvider.tsx';
import { themes, type ThemeName } from '../components/theme/themes.css.ts';
import { ThemeRoot } from '../components/theme/ThemeRoot/ThemeRoot.tsx';
import { LiveAnnouncer } from '../components/primitives/LiveAnnouncer/LiveAnnouncer.tsx';
import { resetDb } from '../mocks/db.ts';
import { forgetPageState } from '../hooks/shared/pageState.ts';
import { startMockWorker } from '../mocks/browser.ts';
import { isScenarioName, scenario, SCENARIO_NAMES } from '../mocks/scenarios.ts';
import { imageHandlers } from '../mocks/handlers/images.ts';
import { previewRoot } from './preview.css.ts';
// The faces the themes name first (components/theme/themes.css.ts), served with the catalogue: every
// machine draws the same glyphs, so the visual baselines (tests/visual/) hold anywhere. Inter is
// variable (every weight from one file per script); Gelasio comes in the weights the boutique theme uses.
// What no face here draws (a generic family, a form control's default, a sign these fonts lack) comes
// from .storybook/fonts/ when the tests run Chromium (scripts/visual/chromium.ts).
import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/inter/wght-italic.css';
import '@fontsource/gelasio/400.css';
import '@fontsource/gelasio/400-italic.css';
import '@fontsource/gelasio/600.css';
import '@fontsource/gelasio/700.css';
// The fonts the mock backend offers the builder (mocks/fixtures/fonts.ts), so the font picker's and the
// site styles' previews show each in its own face, regular and bold.
import '@fontsource/playfair-display/400.css';
import '@fontsource/playfair-display/700.css';
import '@fontsource/work-sans/400.css';
import '@fontsource/work-sans/700.css';
import '@fontsource/space-mono/400.css';
import '@fontsource/space-mono/700.css';
import '@fontsource/caveat/400.css';
import '@fontsource/caveat/700.css';
import { clearCalls, logCallsOf } from './calls/callLog.ts';
import { BROWSER_WAIT_LIMIT_MS } from '../scripts/vitest/vitest.waits.ts';

// A play function's wait for a state (findBy…, waitFor) ends as soon as the state is there, so its
// limit only reports a state that never comes. Testing Library's 1 s default ran out on a loaded
// 2-core machine for states that did come: in the stories' Vitest run, and in the built
// catalogue, whose plays the visual pass and the features run too (a play that gave up there left
// its story half-way, and the visual pass refused to picture it).
configure({ asyncUtilTimeout: BROWSER_WAIT_LIMIT_MS });

/** Wraps every story in the chosen site theme, the site's localized strings and the page's one announcer. */
const withSite: Decorator = (Story, context) => {
  const theme = themes[(context.globals.theme as ThemeName | undefined) ?? 'default'] ?? themes.default;
  const strings = context.parameters.localizedStrings as Record<string, string> | undefined;
  return (
    <ThemeRoot theme={theme} className={previewRoot}>
      <LocalizedStringsProvider {...(strings ? { strings } : {})}>
        <LiveAnnouncer>
          <Story />
        </LiveAnnouncer>
      </LocalizedStringsProvider>
    </ThemeRoot>
  );
};

const loadStoryHandlers = mswLoader(() => startMockWorker());

/**
 * Every story starts from the fixtures and as on a fresh page (forgetPageState: the consent store, the
 * preferences' caches, the captcha scripts), so state left by a previous story never leaks into the
 * next, with its own `parameters.msw` handlers; the `backend` global (the toolbar's Backend menu, or
 * `&globals=backend:<scenario>` in the URL, as features use it) adds a failure scenario on top.
 * The image service (`https://images.test/…`) answers in every story, in front of the story's own
 * handlers: it is not an API call, so no failure scenario and no story's handlers (an array or a
 * keyed record, merged or not) can take it away; an unknown asset is its 404.
 */
const mockBackend: Loader = async (context) => {
  resetDb();
  forgetPageState();
  await loadStoryHandlers(context);
  const worker = await startMockWorker();
  worker.use(...imageHandlers);
  const name: unknown = context.globals.backend;
  if (isScenarioName(name)) worker.use(...scenario(name));
  return {};
};

/** The "Calls" panel (.storybook/manager.tsx) starts empty for each story and lists what it sends. */
const logCalls: Loader = async () => {
  logCallsOf(await startMockWorker());
  clearCalls();
  return {};
};

const preview: Preview = {
  loaders: [mockBackend, logCalls],
  decorators: [withSite],
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Site style (theme contract)',
      toolbar: {
        title: 'Theme',
        icon: 'paintbrush',
        items: [
          { value: 'default', title: 'Default' },
          { value: 'boutique', title: 'Boutique' },
        ],
        dynamicTitle: true,
      },
    },
    backend: {
      description: 'Mock backend failure scenario (mocks/scenarios.ts)',
      toolbar: {
        title: 'Backend',
        icon: 'database',
        items: [{ value: 'normal', title: 'Normal' }, ...SCENARIO_NAMES.map((name) => ({ value: name, title: name }))],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'default', backend: 'normal' },
  parameters: {
    a11y: { test: 'error' },
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        mobile: {
          name: `Mobile (≤ ${VIEWPORT.mobileMaxWidth} px)`,
          styles: { width: `${VIEWPORT.mobileMaxWidth}px`, height: '800px' },
          type: 'mobile',
        },
        desktop: {
          name: `Desktop (≥ ${VIEWPORT.desktopMinWidth} px)`,
          styles: { width: '1280px', height: '800px' },
          type: 'desktop',
        },
      },
    },
  },
};

export default preview;
