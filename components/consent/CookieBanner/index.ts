export * from './CookieBanner.tsx';
