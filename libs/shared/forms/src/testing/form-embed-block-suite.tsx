import type { FormName } from '@site/shared-content';
import type { MessageSource } from '@site/shared-i18n';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { FormEmbedBlockProps } from '../lib/form-embed-block';
import { renderForm } from './form-test-providers';

export type FormEmbedBlockSuite = {
  domain: string;
  messages: MessageSource;
  /** The domain's form and its accessible name. */
  form: FormName;
  formLabel: string;
  /** A form of another domain, which this domain does not ship. */
  otherForm: FormName;
};

/** A domain's form-embed block shows its own form under the block title and intro, and nothing for another's. */
export function describeFormEmbedBlock(
  Block: ComponentType<FormEmbedBlockProps>,
  { domain, messages, form, formLabel, otherForm }: FormEmbedBlockSuite,
) {
  describe(`FormEmbedBlock (${domain})`, () => {
    it('renders its own form under the block title and intro', () => {
      renderForm(
        <Block
          block={{
            __component: 'blocks.form-embed',
            title: 'Apply now',
            intro: 'It takes 10 minutes.',
            form,
          }}
          index={1}
        />,
        { messages },
      );
      expect(screen.getByRole('heading', { level: 2, name: 'Apply now' })).toBeInTheDocument();
      expect(screen.getByText('It takes 10 minutes.')).toBeInTheDocument();
      expect(screen.getByRole('form', { name: formLabel })).toBeInTheDocument();
      // A link to <page>#<form name> lands on the form.
      expect(screen.getByRole('region', { name: 'Apply now' })).toHaveAttribute('id', form);
    });

    it("renders nothing for another domain's form", () => {
      const { container } = renderForm(
        <Block block={{ __component: 'blocks.form-embed', form: otherForm }} index={1} />,
        { messages },
      );
      expect(container).toBeEmptyDOMElement();
    });
  });
}
