/** The hooks of the site owner's builder: editors, site styles, navigation, languages, store creation, limits. Modules of this folder not listed here are used inside hooks/ only. */
export * from './useFonts.ts';
export * from './useStoreCreation.ts';
export * from './useSiteNavigation.ts';
export * from './useBuilderCall.ts';
export * from './useHeaderFooter.ts';
export * from './useLanguages.ts';
export * from './useSiteStyles.ts';
