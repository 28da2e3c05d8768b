import { section } from './fields.css.ts';
import type { FieldKindProps } from './fieldKindProps.ts';

/** A section: a heading between fields; it takes no input and is not submitted (shopper.md §3). */
export function SectionField({ field, sectionHeadingLevel = 3 }: FieldKindProps) {
  const Heading = `h${sectionHeadingLevel}` as const;
  return (
    <Heading className={section} data-vitrine="form-section">
      {field.label}
    </Heading>
  );
}
