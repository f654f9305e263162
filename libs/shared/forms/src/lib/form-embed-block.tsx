import type { FormEmbedBlock as FormEmbedContent, FormName } from '@site/shared-content';
import type { ComponentType } from 'react';
import { FormSection } from './form-section';

export type FormEmbedBlockProps = { block: FormEmbedContent; index: number };

/**
 * A domain's `blocks.form-embed` renderer: its one form, `name`, under the block's title and intro.
 * The section is anchored by the form's name (`#business-community`). Another domain's form named in the block renders nothing (each domain only ships its own forms' code).
 */
export function formEmbedBlock(name: FormName, Form: ComponentType<{ headingLevel?: 2 | 3 }>) {
  return function FormEmbedBlock({ block }: FormEmbedBlockProps) {
    if (block.form !== name) return null;
    return (
      <FormSection id={name} title={block.title} intro={block.intro}>
        {(headingLevel) => <Form headingLevel={headingLevel} />}
      </FormSection>
    );
  };
}
