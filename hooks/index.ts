export * from './useLocalizedStrings.tsx';
