import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { msw } from 'msw/vite';

/** Shared by Storybook (dev and build) and Vitest: React, vanilla-extract styles, and MSW's worker script. */
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), msw({ mode: 'worker-only' })],
  // Pre-bundled up front: a dependency discovered mid-run makes Vite reload the page, and a story
  // test running at that moment fails.
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      '@radix-ui/react-checkbox',
      '@radix-ui/react-dialog',
      '@radix-ui/react-label',
      '@radix-ui/react-popover',
      '@radix-ui/react-progress',
      '@radix-ui/react-radio-group',
      '@radix-ui/react-slider',
      '@radix-ui/react-slot',
      '@radix-ui/react-tabs',
      '@radix-ui/react-toggle',
      '@radix-ui/react-toggle-group',
      '@vanilla-extract/css',
      'msw',
      'msw/browser',
    ],
  },
});
