export * from './CloseButton.tsx';
