import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { hostileSummaryField, summaryFields } from '../../../mocks/fixtures/media.ts';
import { FormAnswerSummary } from './FormAnswerSummary.tsx';

const meta = {
  title: 'Content/FormAnswerSummary',
  component: FormAnswerSummary,
  args: { fields: summaryFields },
  decorators: [(Story) => <div style={{ maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof FormAnswerSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The answer shown after a field's title (its `dd`). */
const answerOf = (canvasElement: HTMLElement, type: string) => {
  const line = canvasElement.querySelector<HTMLElement>(`[data-vitrine="form-answer-summary"] > [data-type="${type}"]`);
  if (line === null) throw new Error(`No ${type} answer.`);
  return line;
};

/**
 * Every summary field type (rendering spec, entities): each title with its answer, the date and time as
 * Intl writes them in en-US, the address with commas; likert answers with the five localized labels.
 */
export const EveryFieldType: Story = {
  play: async ({ canvasElement }) => {
    const expected: Array<[string, string]> = [
      ['name', 'NameAda Lovelace'],
      ['address', 'Shipping address12 Loom Street, Unit 4, Portland, OR 97201, United States'],
      ['phone', 'Phone1 503 555 0100'],
      ['date', 'Delivery dateNovember 24, 2026'],
      ['time', 'Pickup time10:30 AM'],
      ['checkbox', 'ExtrasGift box, Card'],
      ['radio', 'SizeMedium'],
      ['select', 'ThreadGold'],
    ];
    for (const [type, text] of expected) await expect(answerOf(canvasElement, type)).toHaveTextContent(text);
    const likert = within(answerOf(canvasElement, 'likert'));
    await expect(likert.getByText('The site was easy to use').nextElementSibling).toHaveTextContent('Strongly Agree');
    await expect(likert.getByText('I found what I wanted').nextElementSibling).toHaveTextContent('Agree');
    await expect(likert.getByText('Delivery was quick').nextElementSibling).toHaveTextContent('N/A');
  },
};

/** The site's locale (fr-FR): Intl writes the date and the time its way; the other answers read as typed. */
export const SiteLocale: Story = {
  args: { locale: 'fr-FR', fields: summaryFields.filter((field) => ['name', 'date', 'time'].includes(field.id)) },
  play: async ({ canvasElement }) => {
    // The month's name is the locale's (Intl), not a localized string of the site.
    const frenchDate = '24 novembre 2026';
    await expect(answerOf(canvasElement, 'date')).toHaveTextContent(`Delivery date${frenchDate}`);
    await expect(answerOf(canvasElement, 'time')).toHaveTextContent(/^Pickup time10:30$/);
    await expect(answerOf(canvasElement, 'name')).toHaveTextContent('NameAda Lovelace');
  },
};

/** An empty answer shows "N/A" (productSummaryFormNoAnswerText, rendering spec, error catalogue). */
export const NoAnswer: Story = {
  args: { fields: summaryFields.filter((field) => field.id === 'empty') },
  play: async ({ canvasElement }) => {
    const line = answerOf(canvasElement, 'text');
    await expect(line).toHaveAttribute('data-state', 'empty');
    await expect(within(line).getByText('Gift message').nextElementSibling).toHaveTextContent('N/A');
  },
};

/** The site's own words for "N/A" and the likert labels. */
export const SiteWording: Story = {
  parameters: { localizedStrings: { productSummaryFormNoAnswerText: 'Sans réponse', StronglyAgree: "Tout à fait d'accord", Agree: "D'accord" } },
  play: async ({ canvasElement }) => {
    await expect(answerOf(canvasElement, 'text').parentElement).toHaveTextContent('Sans réponse');
    await expect(answerOf(canvasElement, 'likert')).toHaveTextContent("Tout à fait d'accord");
  },
};

/** A visitor's answer and title that try markup and direction overrides are shown as text. */
export const HostileAnswer: Story = {
  args: { fields: hostileSummaryField ? [hostileSummaryField] : [] },
  play: async ({ canvasElement }) => {
    const line = answerOf(canvasElement, 'text');
    await expect(line).toHaveTextContent('<img src=x onerror=alert(1)>');
    await expect(line).toHaveTextContent('<script>alert(1)</script>');
    await expect(line.querySelector('img, script')).toBeNull();
  },
};
