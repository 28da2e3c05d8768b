import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { VIEWPORT } from '../logic/constants.ts';
import { LocalizedStringsProvider } from '../hooks/useLocalizedStrings.tsx';
import { themes, type ThemeName } from '../components/theme/themes.css.ts';
import { resetDb } from '../mocks/db.ts';
import { startMockWorker } from '../mocks/browser.ts';
import { previewRoot } from './preview.css.ts';

/** Wraps every story in the chosen site theme and the site's localized strings. */
const withSite: Decorator = (Story, context) => {
  const theme = themes[(context.globals.theme as ThemeName | undefined) ?? 'default'] ?? themes.default;
  const strings = context.parameters.localizedStrings as Record<string, string> | undefined;
  return (
    <div className={`${theme} ${previewRoot}`}>
      <LocalizedStringsProvider {...(strings ? { strings } : {})}>
        <Story />
      </LocalizedStringsProvider>
    </div>
  );
};

/** Every story starts from the fixtures: state left by a previous story never leaks into the next. */
const resetMockBackend = () => {
  resetDb();
  return {};
};

const preview: Preview = {
  loaders: [mswLoader(() => startMockWorker()), resetMockBackend],
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
  },
  initialGlobals: { theme: 'default' },
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
