import { memo, useId } from 'react';
import type { FormPageFields } from '../../../logic/forms/forms.ts';
import { Form, type PageFormDefinition } from '../../forms/Form/Form.tsx';
import { heading as headingClass, preview } from './FormBuilder.css.ts';

/** Props of {@link FormBuilderPreview}. */
export interface FormBuilderPreviewProps {
  definition: PageFormDefinition;
  pageFields: FormPageFields;
  captchaSiteKey: string | null;
  heading: string;
}

/**
 * The live preview: the page's own Form drawing the definition being built, as an editing context (no
 * census count). Memoised: it renders again only when the (deferred) definition it is given changes.
 */
export const FormBuilderPreview = memo(function FormBuilderPreview({ definition, pageFields, captchaSiteKey, heading }: FormBuilderPreviewProps) {
  const headingId = useId();
  return (
    <section className={preview} aria-labelledby={headingId} data-part="preview">
      <h2 id={headingId} className={headingClass}>
        {heading}
      </h2>
      <Form form={definition} pageFields={pageFields} captchaSiteKey={captchaSiteKey} headingLevel={3} editing query="" />
    </section>
  );
});
