import type { FormEmbedBlock as FormEmbedContent } from '@site/shared-content';
import { FormSection } from '@site/shared-forms';
import { BusinessCommunityForm } from '../forms/business-community/business-community-form';

export type FormEmbedBlockProps = { block: FormEmbedContent; index: number };

/**
 * `blocks.form-embed` on business pages: the community sign-up. Another domain's form named here
 * renders nothing (each domain only ships its own forms' code).
 */
export default function FormEmbedBlock({ block }: FormEmbedBlockProps) {
  if (block.form !== 'business-community') return null;
  return (
    <FormSection title={block.title} intro={block.intro}>
      {(headingLevel) => <BusinessCommunityForm headingLevel={headingLevel} />}
    </FormSection>
  );
}
