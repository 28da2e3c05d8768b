export * from './useLocalizedStrings.tsx';
export * from './useApiClient.tsx';
export * from './useCart.tsx';
