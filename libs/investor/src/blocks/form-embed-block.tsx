import type { FormEmbedBlock as FormEmbedContent } from '@site/shared-content';
import { FormSection } from '@site/shared-forms';
import { ShareholderForm } from '../forms/shareholder/shareholder-form';

export type FormEmbedBlockProps = { block: FormEmbedContent; index: number };

/**
 * `blocks.form-embed` on investor pages (the standalone `/shareholder-form`): the shareholder
 * details update. Another domain's form named here renders nothing.
 */
export default function FormEmbedBlock({ block }: FormEmbedBlockProps) {
  if (block.form !== 'shareholder') return null;
  return (
    <FormSection title={block.title} intro={block.intro}>
      {(headingLevel) => <ShareholderForm headingLevel={headingLevel} />}
    </FormSection>
  );
}
