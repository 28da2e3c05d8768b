export { NavigationEditor, type NavigationEditorProps } from './NavigationEditor.tsx';
