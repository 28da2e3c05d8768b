export {
  createFragmentTemplateEngine,
  fragmentFormatter,
  FRAGMENT_FORMATTERS,
  FRAGMENT_RENDERERS,
  registerFragmentFormatters,
  siteStrings,
  type FragmentRenderer,
} from './fragmentFormatters.tsx';
