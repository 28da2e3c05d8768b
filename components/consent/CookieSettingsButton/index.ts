export * from './CookieSettingsButton.tsx';
