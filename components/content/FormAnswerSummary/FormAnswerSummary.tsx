import type { HTMLAttributes, Ref } from 'react';
import { isEmptyAnswer, summaryAnswerText, type SummaryField } from '../../../logic/forms/formAnswerSummary.ts';
import { LIKERT_ANSWER_STRINGS } from '../../../logic/forms/formFieldStrings.ts';
import { FORM_ANSWER_SUMMARY_STRINGS } from '../../../logic/content/mediaStrings.ts';
import { useStrings, type LocalizedStringOverrides } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { cx } from '../../primitives/cx.ts';
import { empty, field as fieldClass, likert, summary } from './FormAnswerSummary.css.ts';

/** What the summary shows: 'N/A' for an empty answer and the five likert labels. */
const STRINGS = { ...FORM_ANSWER_SUMMARY_STRINGS, ...LIKERT_ANSWER_STRINGS };

/** Props of {@link FormAnswerSummary}. */
export interface FormAnswerSummaryProps extends Omit<HTMLAttributes<HTMLDListElement>, 'children'> {
  /** The answers to show, in order (logic/forms/formAnswerSummary.ts `summaryFieldOf`, `summaryFieldsOf`). */
  fields: readonly SummaryField[];
  /**
   * The site's locale, which Intl writes dates and times in ('November 24, 2026' in en-US, '24 novembre 2026'
   * in fr-FR). Without it each field shows the text it was read with (en-US unless its reader was told otherwise).
   */
  locale?: string;
  /** Its wording, over the site's (LocalizedStringsProvider): in a Server Component, the only way to word it. */
  strings?: LocalizedStringOverrides;
  ref?: Ref<HTMLDListElement>;
}

/**
 * Form answers as a summary (`summary-form-field`, the cart's saved answers): each field's title and
 * its answer, a likert field's questions each with its localized label, and the localized 'N/A'
 * (`productSummaryFormNoAnswerText`) for an empty answer; dates and times as Intl writes them in the
 * site's locale, an address with commas. Answers are visitor text, shown as text.
 * Renders nothing when there are no fields.
 */
export function FormAnswerSummary({ fields, locale, className, strings: givenStrings, ...rest }: FormAnswerSummaryProps) {
  const strings = useStrings(STRINGS, givenStrings);
  if (fields.length === 0) return null;
  return (
    <dl data-vitrine="form-answer-summary" {...rest} className={cx(summary, className)}>
      {fields.map((field) => {
        const isEmpty = isEmptyAnswer(field);
        return (
          <div key={field.id} className={cx(fieldClass, isEmpty && empty)} data-type={field.type} data-state={isEmpty ? 'empty' : 'answered'}>
            <dt>{field.title}</dt>
            <dd>
              {isEmpty ? (
                strings.productSummaryFormNoAnswerText
              ) : field.type === 'likert' ? (
                <dl className={likert}>
                  {field.likert.map((line) => {
                    const text = line.answer === null ? line.text : strings[line.answer];
                    return (
                      <div key={line.question} className={cx(fieldClass, text === '' && empty)} data-state={text === '' ? 'empty' : 'answered'}>
                        <dt>{line.question}</dt>
                        <dd>{text === '' ? strings.productSummaryFormNoAnswerText : text}</dd>
                      </div>
                    );
                  })}
                </dl>
              ) : locale === undefined || field.parts === undefined ? (
                field.text
              ) : (
                summaryAnswerText(field.type, field.parts, locale)
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
