/**
 * The builder's generic messages (rendering spec, error catalogue, "Builder messages" and its recovery actions) as
 * localized-string defaults every editor shares, the rule that picks the one wording a failed builder
 * call, and the generic-context helper's developer error (rendering spec, error catalogue, "Other").
 */

/** Thrown when a generic-context reader is used outside its provider (rendering spec, error catalogue, "Other"); a developer error, never shown to an owner. */
export const GENERIC_CONTEXT_MISSING_PROVIDER_MESSAGE = 'useGenericContext must be used within a Provider';

/**
 * The builder's generic messages and recovery actions in the spec's wording (rendering spec, error catalogue), as
 * localized-string defaults. Editors read them with `useStrings(BUILDER_MESSAGE_STRINGS)`.
 */
export const BUILDER_MESSAGE_STRINGS = {
  builderUnableToLoadMessage: 'Unable to load. Try again.',
  builderUnableToConnectMessage: 'Unable to connect. Please try again',
  builderUnableToLocateContentMessage: 'Unable to locate content',
  builderNoJobResponseDataMessage: 'No response data from job request',
  builderUnableToLoadCollectionsMessage: 'Unable to load collections',
  builderUnableToLoadFontsMessage: 'Unable to load fonts',
  /** {fontName} is the family whose preview failed. */
  builderFontPreviewFailedMessage: 'Unable to load preview for {fontName}',
  builderTimeZoneLoadFailedMessage: 'Failed to load timezone',
  builderCodeEditingAndroidMessage: 'Code editing is not available on Android',
  /** Recovery action. */
  builderTryAgainText: 'Try again',
  /** Recovery action. */
  builderRetryText: 'Retry',
  /** Library string: a save that failed for a reason other than the connection (the spec words only failed reads). */
  builderUnableToSaveMessage: 'Unable to save your changes',
  /** Library string: a disconnect that failed for a reason other than the connection. */
  builderUnableToDisconnectMessage: 'Unable to disconnect',
  /** Library string: follows the label of a required builder field (in muted text, no asterisk). */
  builderRequiredText: '(required)',
} as const;

/** The strings {@link builderLoadErrorMessage} chooses from. */
export type BuilderLoadErrorStrings = Readonly<
  Record<'builderUnableToLoadMessage' | 'builderUnableToConnectMessage' | 'builderUnableToLocateContentMessage', string>
>;

function field(error: unknown, name: string): unknown {
  if (error === null || (typeof error !== 'object' && typeof error !== 'function')) return undefined;
  try {
    return (error as Record<string, unknown>)[name];
  } catch {
    // A getter that throws (a hostile or revoked object) reads as "not known".
    return undefined;
  }
}

/** True when the failure is "no answer": an ApiError of kind network/timeout, or fetch's own TypeError. */
function isConnectionFailure(error: unknown): boolean {
  const kind = field(error, 'kind');
  if (kind === 'network' || kind === 'timeout') return true;
  const name = field(error, 'name');
  return name === 'TypeError' || name === 'NetworkError' || name === 'AbortError' || name === 'TimeoutError';
}

/**
 * Which generic message words a failed builder call (rendering spec, error catalogue): no answer (offline, network,
 * timeout) → 'Unable to connect. Please try again'; status 404 → 'Unable to locate content'; anything
 * else → 'Unable to load. Try again.'. Reads `kind`, `status` and `name` of any value; never throws.
 */
export function builderLoadErrorMessage(error: unknown, strings: BuilderLoadErrorStrings = BUILDER_MESSAGE_STRINGS): string {
  if (isConnectionFailure(error)) return strings.builderUnableToConnectMessage;
  if (field(error, 'status') === 404) return strings.builderUnableToLocateContentMessage;
  return strings.builderUnableToLoadMessage;
}

/** The strings {@link builderSaveErrorMessage} chooses from. */
export type BuilderSaveErrorStrings = Readonly<Record<'builderUnableToConnectMessage' | 'builderUnableToLocateContentMessage', string>>;

/**
 * Which message words a failed builder save or disconnect: no answer → the spec's 'Unable to connect.
 * Please try again'; status 404 → 'Unable to locate content'; anything else → `failed`, the caller's own
 * wording of what did not happen (builderUnableToSaveMessage, builderUnableToDisconnectMessage), never
 * the read's 'Unable to load. Try again.'. Never throws.
 */
export function builderSaveErrorMessage(error: unknown, failed: string, strings: BuilderSaveErrorStrings = BUILDER_MESSAGE_STRINGS): string {
  if (isConnectionFailure(error)) return strings.builderUnableToConnectMessage;
  if (field(error, 'status') === 404) return strings.builderUnableToLocateContentMessage;
  return failed;
}

/** The confirm dialog's default buttons (library strings: the spec names none); a caller's own labels replace them. */
export const CONFIRM_MODAL_STRINGS = {
  confirmModalConfirmText: 'Confirm',
  confirmModalCancelText: 'Cancel',
} as const;
