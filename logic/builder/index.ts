/** The rules of the site owner's builder: editors, site styles, navigation, languages, store creation, limits. Modules of this folder not listed here are used inside logic/ only. */
export * from './colour.ts';
export * from './chartData.ts';
export * from './builder.ts';
export * from './formBuilder.ts';
export * from './formBuilderStrings.ts';
export * from './storeCreation.ts';
export * from './upgrade.ts';
export * from './navigationEditor.ts';
export * from './builderMessages.ts';
export * from './tags.ts';
export * from './galleryDesigner.ts';
export * from './codeEditor.ts';
export * from './codeEditorStrings.ts';
export * from './devices.ts';
export * from './siteStyles.ts';
export * from './languages.ts';
export * from './headerFooter.ts';
