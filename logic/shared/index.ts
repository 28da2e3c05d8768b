/** The rules of shared by every domain: the spec's enumerations and constants, localized strings, dates, API error wording. Modules of this folder not listed here are used inside logic/ only. */
export * from './constants.ts';
export * from './strings.ts';
export * from './dates.ts';
export * from './enums.ts';
export * from './apiErrors.ts';
export * from './fetchState.ts';
