/**
 * React Server Components: where the client boundaries are. A module of components/ or hooks/ that
 * needs a browser render (state, effects, context, refs, event handlers, react-dom, a radix primitive,
 * another library's hooks) starts with `'use client'`. Every other module is one a Server Component may
 * render (a price, a badge, a comment count…), so it must need none of that, nor import a module that
 * does without being a boundary itself. A value other than a component (a hook, an `…Element`
 * function) imported from a boundary cannot be called on the server, so that is refused too.
 * The directive is kept in the built files (scripts/build/build.ts), which `scripts/examples.ts` checks in Next.js.
 */
import { readFileSync } from 'node:fs';
import { globSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/** React's exports that its Server Components build does not have (react.react-server.js). */
const CLIENT_REACT = new Set([
  'createContext',
  'useContext',
  'useState',
  'useReducer',
  'useEffect',
  'useLayoutEffect',
  'useInsertionEffect',
  'useRef',
  'useImperativeHandle',
  'useSyncExternalStore',
  'useTransition',
  'useDeferredValue',
  'useOptimistic',
  'useActionState',
  'useEffectEvent',
  'startTransition',
  'Component',
  'PureComponent',
]);

/** Hooks a Server Component may call: React's server build has them, and the strings read no context there. */
const SERVER_HOOKS = new Set(['useId', 'useMemo', 'useCallback', 'useDebugValue', 'use', 'useStrings', 'useStringOverrides', 'useLocalizedStrings', 'useMoneyFormat']);

/** The modules that read a context only where React has one (their context is null in React's Server Components build). */
const CONTEXT_WHERE_REACT_HAS_ONE = new Set(['hooks/shared/useLocalizedStrings.tsx', 'hooks/shopper/useMoneyFormat.tsx']);

/** Packages whose every export needs a browser render. */
const CLIENT_PACKAGES = /^(react-dom(\/(?!server).*)?|@radix-ui\/.*|downshift|@codemirror\/.*|@dnd-kit\/.*|@visx\/.*|@lezer\/.*)$/;

interface ModuleFacts {
  file: string;
  client: boolean;
  /** What makes it need a browser render, if anything. */
  needs: string[];
  /** Relative imports and re-exports: resolved file, the value names taken, and whether it only passes them on. */
  imports: Array<{ file: string; names: string[]; reexport: boolean }>;
}

const SOURCES = globSync('{components,hooks}/**/*.{ts,tsx}')
  .map((file) => file.replaceAll('\\', '/'))
  .filter((file) => !/\.(test|stories|css|bench)\.tsx?$|\.setup\.tsx?$|\.d\.ts$/.test(file))
  .sort();

function resolveRelative(from: string, specifier: string): string {
  return normalize(join(dirname(from), specifier)).replaceAll('\\', '/');
}

function factsOf(file: string): ModuleFacts {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const first = source.statements[0];
  const client = first !== undefined && ts.isExpressionStatement(first) && ts.isStringLiteral(first.expression) && first.expression.text === 'use client';
  const needs = new Set<string>();
  const imports: ModuleFacts['imports'] = [];
  const reactNamespaces = new Set<string>();
  for (const statement of source.statements) {
    if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) || !statement.moduleSpecifier) continue;
    if (!ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const specifier = statement.moduleSpecifier.text;
    const typeOnly = ts.isImportDeclaration(statement) ? (statement.importClause?.isTypeOnly ?? false) : statement.isTypeOnly;
    if (typeOnly) continue;
    const names: string[] = [];
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.name) names.push('default');
      const bindings = clause?.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) {
        names.push('*');
        if (specifier === 'react') reactNamespaces.add(bindings.name.text);
      }
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
      }
    } else if (statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
    } else {
      names.push('*');
    }
    if (specifier === 'react') for (const name of names) if (CLIENT_REACT.has(name)) needs.add(`React's ${name}`);
    if (CLIENT_PACKAGES.test(specifier) && names.length > 0) needs.add(specifier);
    if (specifier.startsWith('.') && names.length > 0) imports.push({ file: resolveRelative(file, specifier), names, reexport: ts.isExportDeclaration(statement) });
  }
  const visit = (node: ts.Node): void => {
    if (ts.isJsxAttribute(node) && ts.isIdentifier(node.name) && /^on[A-Z]/.test(node.name.text)) needs.add(`an ${node.name.text} handler`);
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isIdentifier(callee) && /^use[A-Z]/.test(callee.text) && !SERVER_HOOKS.has(callee.text)) needs.add(callee.text);
      if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression) && reactNamespaces.has(callee.expression.text)) {
        const name = callee.name.text;
        // The strings and money-format modules read a context only where React has one (their context is not null).
        if (CLIENT_REACT.has(name) && !(CONTEXT_WHERE_REACT_HAS_ONE.has(file) && (name === 'createContext' || name === 'useContext'))) {
          needs.add(`React's ${name}`);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { file, client, needs: [...needs].sort(), imports };
}

const facts = new Map(SOURCES.map((file) => [file, factsOf(file)]));

/** Why a module without the directive cannot run in a Server Component: its own needs, or an import's. */
function serverProblems(file: string, seen = new Set<string>()): string[] {
  const module = facts.get(file);
  if (!module || module.client || seen.has(file)) return [];
  seen.add(file);
  const problems = module.needs.map((need) => `${file} uses ${need}`);
  for (const { file: imported, names, reexport } of module.imports) {
    const target = facts.get(imported);
    if (!target) continue;
    if (target.client) {
      // Passed on (an index.ts): what the importer of this module does with it is judged there.
      if (reexport) continue;
      const called = names.filter((name) => !/^[A-Z]/.test(name));
      if (called.length > 0) problems.push(`${file} takes ${called.join(', ')} from the client module ${imported}`);
    } else {
      problems.push(...serverProblems(imported, seen));
    }
  }
  return problems;
}

describe("'use client' boundaries", () => {
  it('reads the sources it judges (so the checks below can fail)', () => {
    expect(facts.get('components/shopper/CartIndicator/CartIndicator.tsx')?.needs).toContain('useCart');
    expect(facts.get('components/shopper/ProductPrice/ProductPrice.tsx')?.client).toBe(false);
    expect(facts.get('components/shopper/AddToCartButton/AddToCartButton.tsx')?.needs.some((need) => need.endsWith('handler'))).toBe(true);
  });

  it('every module without the directive can run in a Server Component', () => {
    const problems = SOURCES.filter((file) => !facts.get(file)?.client).flatMap((file) => serverProblems(file));
    expect([...new Set(problems)]).toEqual([]);
  });

  it('the static fragments are Server Components: no directive of their own, none reached', () => {
    for (const file of [
      'components/shopper/ProductPrice/ProductPrice.tsx',
      'components/shopper/ProductBadge/ProductBadge.tsx',
      'components/shopper/SubscriptionPrice/SubscriptionPrice.tsx',
      'components/shopper/ScarcityMessage/ScarcityMessage.tsx',
      'components/content/CommentCount/CommentCount.tsx',
      'components/content/CommentLink/CommentLink.tsx',
      'components/content/FormAnswerSummary/FormAnswerSummary.tsx',
      'components/content/Image/Image.tsx',
    ]) {
      expect(facts.get(file)?.client, file).toBe(false);
      expect(serverProblems(file), file).toEqual([]);
    }
  });

  it('providers are client boundaries, so a Server Component layout can render them', () => {
    for (const file of ['hooks/shared/LocalizedStringsProvider.tsx', 'hooks/shopper/useCart.tsx', 'hooks/shared/useApiClient.tsx', 'components/theme/ThemeRoot/ThemeRoot.tsx']) {
      expect(facts.get(file)?.client, file).toBe(true);
    }
  });
});
