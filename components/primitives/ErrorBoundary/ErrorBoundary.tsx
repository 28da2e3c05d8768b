'use client';

import { Component, type ErrorInfo, type ReactNode, type Ref } from 'react';
import { API_ERROR_STRINGS } from '../../../logic/shared/apiErrors.ts';
import { ERROR_BOUNDARY_STRINGS } from '../../../logic/shopper/productStrings.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { useReportError, type ReportError } from '../../../hooks/visitor/useReportError.ts';
import { Alert } from '../Alert/Alert.tsx';
import { Button } from '../Button/Button.tsx';

/** What the fallback shows: the API's "Something went wrong" and its own retry button. */
const STRINGS = { ...ERROR_BOUNDARY_STRINGS, somethingWentWrongMessage: API_ERROR_STRINGS.somethingWentWrongMessage };

/** What a fallback is given: the error, and a way to render the part again. */
export interface ErrorFallbackProps {
  error: unknown;
  /** Renders the children again (after calling `onReset`). */
  reset: () => void;
}

/** Props of {@link ErrorBoundary}. */
export interface ErrorBoundaryProps {
  children: ReactNode;
  /** What shows instead of the children after a render error. @default the spec's message with a "Try again" button */
  fallback?: (props: ErrorFallbackProps) => ReactNode;
  /** Told of each render error too (it is always reported to the page's ErrorReporterProvider, if any). @default nothing */
  onError?: (error: unknown, info: ErrorInfo) => void;
  /** Called before the children render again, to clear what made them fail. */
  onReset?: () => void;
  /** When any of these change, a shown fallback gives way to the children again (a new product, say). */
  resetKeys?: readonly unknown[];
  /** The default fallback's box. */
  ref?: Ref<HTMLDivElement>;
}

interface ErrorBoundaryState {
  failed: boolean;
  error: unknown;
  keys: readonly unknown[] | undefined;
}

function changed(previous: readonly unknown[] | undefined, next: readonly unknown[] | undefined): boolean {
  if (previous === next) return false;
  if (!previous || !next || previous.length !== next.length) return true;
  return previous.some((value, index) => !Object.is(value, next[index]));
}

/** The spec's fallback (rendering spec, error catalogue): "Something went wrong", with the recovery action "Try again". */
export function DefaultErrorFallback({ reset, ref }: ErrorFallbackProps & { ref?: Ref<HTMLDivElement> | undefined }) {
  const strings = useStrings(STRINGS);
  return (
    <Alert ref={ref} title={strings.somethingWentWrongMessage} data-vitrine="error-fallback">
      <Button variant="secondary" size="small" onClick={reset}>
        {strings.errorRetryText}
      </Button>
    </Alert>
  );
}

/** The boundary itself; `report` and `fallbackRef` come from {@link ErrorBoundary} (a class cannot call hooks, nor take a ref prop). */
interface CatcherProps extends Omit<ErrorBoundaryProps, 'ref'> {
  report: ReportError;
  fallbackRef: Ref<HTMLDivElement> | undefined;
}

class ErrorCatcher extends Component<CatcherProps, ErrorBoundaryState> {
  // React names the boundary in its logs; the public name is the one a reader knows.
  static displayName = 'ErrorBoundary';

  override state: ErrorBoundaryState = { failed: false, error: null, keys: this.props.resetKeys };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: CatcherProps, state: ErrorBoundaryState): Partial<ErrorBoundaryState> | null {
    if (!changed(state.keys, props.resetKeys)) return null;
    return { failed: false, error: null, keys: props.resetKeys };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.report(error, info.componentStack ? { componentStack: info.componentStack } : undefined);
    this.props.onError?.(error, info);
  }

  private readonly reset = (): void => {
    this.props.onReset?.();
    this.setState({ failed: false, error: null });
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const fallbackProps = { error: this.state.error, reset: this.reset };
    return this.props.fallback ? this.props.fallback(fallbackProps) : <DefaultErrorFallback {...fallbackProps} ref={this.props.fallbackRef} />;
  }
}

/**
 * Stops a render error at this part of the page (rendering spec, error catalogue: "an error-boundary fallback is shown
 * after a render error"): the rest of the page stays, the fallback says so and offers to try again, and
 * the error goes to the page's error reporter (shopper spec, error catalogue) when an ErrorReporterProvider is mounted.
 */
export function ErrorBoundary({ ref, ...props }: ErrorBoundaryProps) {
  const report = useReportError();
  return <ErrorCatcher {...props} report={report} fallbackRef={ref} />;
}
