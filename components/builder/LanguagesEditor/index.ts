export { LanguagesEditor, type LanguagesEditorProps } from './LanguagesEditor.tsx';
