/** The rules of content: events, galleries, images, media, comments, the special pages' wording. Modules of this folder not listed here are used inside logic/ only. */
export * from './calendar.ts';
export * from './eventStrings.ts';
export * from './images.ts';
export * from './content.ts';
export * from './galleryOptions.ts';
export * from './galleryStrings.ts';
export * from './gallery.ts';
export * from './media.ts';
export * from './mediaStrings.ts';
export * from './oembed.ts';
export * from './pageStrings.ts';
export * from './connectedAccount.ts';
