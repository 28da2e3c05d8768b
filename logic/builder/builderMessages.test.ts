import { describe, expect, it } from 'vitest';
import { BUILDER_MESSAGE_STRINGS, builderLoadErrorMessage, builderSaveErrorMessage, GENERIC_CONTEXT_MISSING_PROVIDER_MESSAGE } from './builderMessages.ts';

describe('rendering spec, error catalogue builder messages, verbatim', () => {
  it('quotes the generic builder messages and recovery actions', () => {
    expect(BUILDER_MESSAGE_STRINGS).toEqual({
      builderUnableToLoadMessage: 'Unable to load. Try again.',
      builderUnableToConnectMessage: 'Unable to connect. Please try again',
      builderUnableToLocateContentMessage: 'Unable to locate content',
      builderNoJobResponseDataMessage: 'No response data from job request',
      builderUnableToLoadCollectionsMessage: 'Unable to load collections',
      builderUnableToLoadFontsMessage: 'Unable to load fonts',
      builderFontPreviewFailedMessage: 'Unable to load preview for {fontName}',
      builderTimeZoneLoadFailedMessage: 'Failed to load timezone',
      builderCodeEditingAndroidMessage: 'Code editing is not available on Android',
      builderTryAgainText: 'Try again',
      builderRetryText: 'Retry',
      builderUnableToSaveMessage: 'Unable to save your changes',
      builderUnableToDisconnectMessage: 'Unable to disconnect',
      builderRequiredText: '(required)',
    });
  });

  it('quotes the generic-context helper error of rendering spec, error catalogue "Other"', () => {
    expect(GENERIC_CONTEXT_MISSING_PROVIDER_MESSAGE).toBe('useGenericContext must be used within a Provider');
  });
});

describe('builderLoadErrorMessage (rendering spec, error catalogue)', () => {
  it('words no answer as unable to connect', () => {
    expect(builderLoadErrorMessage({ kind: 'network', status: 0 })).toBe('Unable to connect. Please try again');
    expect(builderLoadErrorMessage({ kind: 'timeout', status: 0 })).toBe('Unable to connect. Please try again');
    expect(builderLoadErrorMessage(new TypeError('Failed to fetch'))).toBe('Unable to connect. Please try again');
  });

  it('words a 404 as content not found', () => {
    expect(builderLoadErrorMessage({ kind: 'status', status: 404 })).toBe('Unable to locate content');
  });

  it('words any other failure as unable to load', () => {
    expect(builderLoadErrorMessage({ kind: 'status', status: 500 })).toBe('Unable to load. Try again.');
    expect(builderLoadErrorMessage({ kind: 'invalid-response', status: 200 })).toBe('Unable to load. Try again.');
    expect(builderLoadErrorMessage(new Error('boom'))).toBe('Unable to load. Try again.');
  });

  it('uses the site strings it is given', () => {
    const strings = { builderUnableToLoadMessage: 'L', builderUnableToConnectMessage: 'C', builderUnableToLocateContentMessage: 'N' };
    expect(builderLoadErrorMessage({ kind: 'network' }, strings)).toBe('C');
    expect(builderLoadErrorMessage({ status: 404 }, strings)).toBe('N');
    expect(builderLoadErrorMessage('nonsense', strings)).toBe('L');
  });

  it('never throws, whatever it is given', () => {
    const hostile = new Proxy({}, { get() { throw new Error('trap'); } });
    for (const value of [null, undefined, 0, '', Symbol('x'), hostile, Object.create(null), () => 1]) {
      expect(builderLoadErrorMessage(value)).toBe('Unable to load. Try again.');
    }
  });
});

describe('builderSaveErrorMessage (rendering spec, error catalogue; library wording where it has none)', () => {
  const failed = BUILDER_MESSAGE_STRINGS.builderUnableToSaveMessage;

  it('words no answer with the spec\'s connection message', () => {
    expect(builderSaveErrorMessage({ kind: 'network', status: 0 }, failed)).toBe('Unable to connect. Please try again');
    expect(builderSaveErrorMessage(new TypeError('Failed to fetch'), failed)).toBe('Unable to connect. Please try again');
  });

  it('words a 404 as content not found', () => {
    expect(builderSaveErrorMessage({ kind: 'status', status: 404 }, failed)).toBe('Unable to locate content');
  });

  it('says a save failed, never that something could not load', () => {
    expect(builderSaveErrorMessage({ kind: 'status', status: 500 }, failed)).toBe('Unable to save your changes');
    expect(builderSaveErrorMessage(new Error('boom'), BUILDER_MESSAGE_STRINGS.builderUnableToDisconnectMessage)).toBe('Unable to disconnect');
    expect(builderSaveErrorMessage(new Error('boom'), failed)).not.toBe(BUILDER_MESSAGE_STRINGS.builderUnableToLoadMessage);
  });
});
