/**
 * The "Calls" panel (manager side): the calls the open story made, as the preview's call log sends them
 * (callLog.ts). Its wording is the library's analytics-log strings, in their default language: the
 * manager is the catalogue's frame, outside any site's localized strings.
 */
// The manager compiles JSX to React.createElement (the classic runtime), so React must be in scope.
import React, { useEffect, useState } from 'react';
import { useChannel } from 'storybook/manager-api';
import { STORY_CHANGED } from 'storybook/internal/core-events';
import { ANALYTICS_LOG_STRINGS as strings } from '../../logic/visitor/analyticsStrings.ts';
import { CALLS_EVENTS, type LoggedCall } from './events.ts';

const cell = { padding: '4px 8px', borderBottom: '1px solid rgba(128, 128, 128, 0.3)', textAlign: 'start', verticalAlign: 'top' } as const;

/** The table of the open story's calls. */
export function CallsPanel() {
  const [calls, setCalls] = useState<readonly LoggedCall[]>([]);
  const emit = useChannel({
    [CALLS_EVENTS.update]: (next: readonly LoggedCall[]) => setCalls(Array.isArray(next) ? next : []),
    [STORY_CHANGED]: () => setCalls([]),
  });
  // The panel may open after the story sent its calls: ask for the list so far.
  useEffect(() => emit(CALLS_EVENTS.request), [emit]);
  if (calls.length === 0) return <p style={{ padding: 12, margin: 0 }}>{strings.analyticsCallsEmpty}</p>;
  return (
    <table style={{ width: '100%', borderCollapse: 'collapse', fontSize: 13 }} aria-label={strings.analyticsCallsTitle}>
      <thead>
        <tr>
          <th style={cell}>{strings.analyticsCallColumn}</th>
          <th style={cell}>{strings.analyticsMethodColumn}</th>
          <th style={cell}>{strings.analyticsStatusColumn}</th>
          <th style={cell}>{strings.analyticsBodyColumn}</th>
        </tr>
      </thead>
      <tbody>
        {calls.map((call, index) => (
          <tr key={index}>
            <td style={cell}>
              <code>{call.endpoint ?? strings.analyticsUnknownCallText}</code>
              <br />
              <small>{call.path}</small>
            </td>
            <td style={cell}>{call.method}</td>
            <td style={cell}>{call.status ?? '…'}</td>
            <td style={{ ...cell, wordBreak: 'break-all' }}>
              <code>{call.body}</code>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
