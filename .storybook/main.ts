import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  // stories/: story-only harnesses (the Pages/ storefront, the Logic/ docs) and the Docs/ pages, never part of the library.
  stories: ['../stories/docs/*.mdx', '../components/**/*.mdx', '../components/**/*.stories.tsx', '../stories/**/*.stories.tsx', '../mocks/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest', 'msw-storybook-addon'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
};

export default config;
