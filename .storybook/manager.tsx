/** The catalogue's manager additions: the "Calls" panel listing what the open story sent. */
// The manager compiles JSX to React.createElement (the classic runtime), so React must be in scope.
import React from 'react';
import { addons, types } from 'storybook/manager-api';
import { AddonPanel } from 'storybook/internal/components';
import { ANALYTICS_LOG_STRINGS } from '../logic/visitor/analyticsStrings.ts';
import { CallsPanel } from './calls/CallsPanel.tsx';

addons.register('vitrine/calls', () => {
  addons.add('vitrine/calls/panel', {
    type: types.PANEL,
    title: ANALYTICS_LOG_STRINGS.analyticsCallsTitle,
    render: ({ active }) => (
      <AddonPanel active={active === true}>
        <CallsPanel />
      </AddonPanel>
    ),
  });
});
