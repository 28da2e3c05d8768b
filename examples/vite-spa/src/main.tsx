import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { imageHandlers } from 'vitrine/mocks';
import { startMockWorker } from 'vitrine/mocks/browser';
import { App } from './App.tsx';

// The mock backend answers before the first render, so the cart's first load reaches it.
const worker = await startMockWorker();
worker.use(...imageHandlers);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
