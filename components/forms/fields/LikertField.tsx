'use client';

import { useId } from 'react';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { LIKERT_ANSWERS } from '../../../logic/shopper/additionalFields.ts';
import { LIKERT_ANSWER_STRINGS } from '../../../logic/forms/formFieldStrings.ts';
import { useStrings } from '../../../hooks/shared/useLocalizedStrings.tsx';
import { GroupFrame } from './FieldFrame.tsx';
import { choice, choices, likertQuestion, likertRow, radio, radioDot } from './fields.css.ts';
import { type FieldKindProps, likertOf, optionsOf } from './fieldKindProps.ts';

/**
 * A likert field: one radix radio group per question (its options), named by the question, with the
 * five answers from strongly disagree to strongly agree; the value maps each question to its answer.
 */
export function LikertField({ field, value, error, onChange }: FieldKindProps) {
  const strings = useStrings(LIKERT_ANSWER_STRINGS);
  const id = useId();
  const answers = likertOf(value);
  return (
    <GroupFrame field={field} error={error}>
      {(invalid) =>
        optionsOf(field).map((question, row) => (
          <div key={question} className={likertRow}>
            <p id={`${id}-${row}`} className={likertQuestion}>
              {question}
            </p>
            <RadioGroup.Root
              className={choices}
              name={`${field.id}-${row}`}
              aria-labelledby={`${id}-${row}`}
              aria-invalid={invalid}
              value={answers[question] ?? ''}
              onValueChange={(answer) => onChange({ ...answers, [question]: answer })}
            >
              {LIKERT_ANSWERS.map((answer, index) => (
                <label key={answer} className={choice} htmlFor={`${id}-${row}-${index}`}>
                  <RadioGroup.Item
                    id={`${id}-${row}-${index}`}
                    value={answer}
                    className={radio}
                    data-field-id={row === 0 && index === 0 ? field.id : undefined}
                  >
                    <RadioGroup.Indicator className={radioDot} />
                  </RadioGroup.Item>
                  {strings[answer]}
                </label>
              ))}
            </RadioGroup.Root>
          </div>
        ))
      }
    </GroupFrame>
  );
}
