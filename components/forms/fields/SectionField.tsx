import { useId } from 'react';
import { description as descriptionText } from '../../primitives/Field/Field.css.ts';
import { fieldDescription } from './FieldFrame.tsx';
import { section, sectionFrame } from './fields.css.ts';
import type { FieldKindProps } from './fieldKindProps.ts';

/**
 * A section: a heading between fields, underlined when the owner asks, with the owner's description
 * under it (rendering spec, entities); it takes no input and is not submitted (shopper spec, entities).
 */
export function SectionField({ field, sectionHeadingLevel = 3 }: FieldKindProps) {
  const Heading = `h${sectionHeadingLevel}` as const;
  const descriptionId = useId();
  const owned = fieldDescription(field);
  return (
    <div className={sectionFrame} data-vitrine="form-section" data-underline={field.underline === true || undefined}>
      <Heading className={section} data-underline={field.underline === true || undefined} aria-describedby={owned ? descriptionId : undefined}>
        {field.label}
      </Heading>
      {owned ? (
        <p id={descriptionId} className={descriptionText} data-part="description">
          {owned}
        </p>
      ) : null}
    </div>
  );
}
