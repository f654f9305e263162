import type { FormEmbedBlock as FormEmbedContent } from '@site/shared-content';
import { FormSection } from '@site/shared-forms';
import { FoundationApplicationForm } from '../forms/foundation-application/foundation-application-form';

export type FormEmbedBlockProps = { block: FormEmbedContent; index: number };

/**
 * `blocks.form-embed` on foundation pages (`/guidelines`): the partnership application. Another
 * domain's form named here renders nothing.
 */
export default function FormEmbedBlock({ block }: FormEmbedBlockProps) {
  if (block.form !== 'foundation-application') return null;
  return (
    <FormSection title={block.title} intro={block.intro}>
      {(headingLevel) => <FoundationApplicationForm headingLevel={headingLevel} />}
    </FormSection>
  );
}
