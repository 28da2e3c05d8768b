import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { msw } from 'msw/vite';

// msw's plugin serves the worker script in `vite` and writes it into the build, so there is no
// `msw init` step and no copy of mockServiceWorker.js to keep in step with the installed msw.
export default defineConfig({
  plugins: [react(), msw({ mode: 'worker-only' })],
});
