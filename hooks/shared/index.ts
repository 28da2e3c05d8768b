/** The hooks of shared by every domain: the spec's enumerations and constants, localized strings, dates, API error wording. Modules of this folder not listed here are used inside hooks/ only. */
export * from './useLocalizedStrings.tsx';
export * from './LocalizedStringsProvider.tsx';
export * from './useApiClient.tsx';
export * from './useControllableState.ts';
export * from './useAnnounce.tsx';
export * from './createGenericContext.tsx';
export * from './useConfirm.ts';
