/**
 * Story-only: two preference panels on one commerce-preferences namespace (usePreferences), each
 * editing its own value and showing the other's, so a designer or product owner sees the shared cache
 * at work: one read for both, a save in one seen by the other, a save of nothing skipped.
 */
import { useState, type ReactNode } from 'react';
import { createApiClient } from '../../api/client.ts';
import { errorMessage } from '../../api/errors.ts';
import { ApiClientProvider } from '../../hooks/shared/useApiClient.tsx';
import { useStrings } from '../../hooks/shared/useLocalizedStrings.tsx';
import { API_ERROR_MESSAGE_STRINGS } from '../../logic/shared/apiErrors.ts';
import { usePreferences } from '../../hooks/visitor/usePreferences.ts';
import { Alert } from '../../components/primitives/Alert/Alert.tsx';
import { Button } from '../../components/primitives/Button/Button.tsx';
import { Field } from '../../components/primitives/Field/Field.tsx';
import { control } from '../../components/primitives/Field/Field.css.ts';

/** The namespace both panels share (mocks/fixtures/shop.ts). */
export const DISPLAY_NAMESPACE = 'storefront-display';

/**
 * A client of its own for each story: the preferences cache is per client, so a story starts from
 * the backend's fixtures rather than what an earlier story on the same page left in the cache.
 */
export function FreshApiClient({ children }: { children: ReactNode }) {
  const [client] = useState(() => createApiClient({ fetch: (input, init) => fetch(input, init), baseUrl: '', getCookie: () => undefined }));
  return <ApiClientProvider client={client}>{children}</ApiClientProvider>;
}

interface PanelProps {
  title: string;
  /** The preference this panel edits. */
  preference: string;
  label: string;
  choices: readonly string[];
  /** The other panel's preference, shown read-only. */
  shows: { preference: string; label: string };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** One panel: a select for its preference, Save, and the namespace's other value as this panel sees it. */
export function PreferencePanel({ title, preference, label, choices, shows }: PanelProps) {
  const { status, values, error, updateError, saving, update } = usePreferences(DISPLAY_NAMESPACE);
  const strings = useStrings(API_ERROR_MESSAGE_STRINGS);
  const [choice, setChoice] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<'sent' | 'skipped' | null>(null);
  const current = text(values?.[preference]);
  const selected = choice ?? current;

  const save = () => {
    setOutcome(null);
    update({ [preference]: selected }).then(
      (sent) => setOutcome(sent ? 'sent' : 'skipped'),
      () => undefined,
    );
  };

  return (
    <section aria-label={title} data-story-panel={preference} data-status={status} style={{ display: 'grid', gap: 8, padding: 12, border: '1px solid #ccc', borderRadius: 8 }}>
      <h3 style={{ margin: 0 }}>{title}</h3>
      {status === 'pending' && values === null ? <p>Loading preferences…</p> : null}
      {status === 'failed' ? <Alert title="Preferences could not be read">{errorMessage(error, strings)}</Alert> : null}
      {values !== null ? (
        <>
          <Field label={label}>
            {(wiring) => (
              <select {...wiring} className={control} value={selected} onChange={(event) => setChoice(event.target.value)}>
                {choices.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <p data-part="other-value">
            {shows.label}: <strong>{text(values[shows.preference])}</strong>
          </p>
          <div>
            <Button type="button" variant="secondary" aria-disabled={saving || undefined} onClick={save}>
              {saving ? 'Saving' : 'Save'}
            </Button>
          </div>
        </>
      ) : null}
      {outcome === 'sent' ? <p role="status">Saved.</p> : null}
      {outcome === 'skipped' ? <p role="status">Nothing changed, so nothing was sent.</p> : null}
      {updateError ? <Alert title="Preferences could not be saved">{errorMessage(updateError, strings)}</Alert> : null}
    </section>
  );
}

/** The two panels side by side: currency display and measurement units, on one namespace. */
export function TwoPreferencePanels() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', gap: 16, maxWidth: 640 }}>
      <PreferencePanel
        title="Currency display"
        preference="displayCurrency"
        label="Show prices in"
        choices={['USD', 'EUR', 'GBP']}
        shows={{ preference: 'measurementUnits', label: 'Units' }}
      />
      <PreferencePanel
        title="Units"
        preference="measurementUnits"
        label="Measure in"
        choices={['metric', 'imperial']}
        shows={{ preference: 'displayCurrency', label: 'Currency' }}
      />
    </div>
  );
}
