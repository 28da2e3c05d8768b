export {
  createFragmentTemplateEngine,
  fragmentFormatter,
  fragmentIdentifierPrefix,
  fragmentTree,
  FRAGMENT_FORMATTERS,
  FRAGMENT_RENDERERS,
  registerFragmentFormatters,
  siteStrings,
  type FragmentRenderer,
} from './fragmentFormatters.tsx';
export { createQuickViewTemplateEngine, scriptSafeJson } from './quickView.ts';
