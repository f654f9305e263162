import { renderForm } from '@site/shared-forms/testing';
import { screen } from '@testing-library/react';
import { foundationMessages } from '../messages';
import FormEmbedBlock from './form-embed-block';

describe('FormEmbedBlock (foundation)', () => {
  it('renders its own form under the block title and intro', () => {
    renderForm(
      <FormEmbedBlock
        block={{
          __component: 'blocks.form-embed',
          title: 'Apply now',
          intro: 'It takes 10 minutes.',
          form: 'foundation-application',
        }}
        index={1}
      />,
      {
        messages: foundationMessages,
      },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Apply now' })).toBeInTheDocument();
    expect(screen.getByText('It takes 10 minutes.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Foundation partnership application' })).toBeInTheDocument();
  });

  it("renders nothing for another domain's form", () => {
    const { container } = renderForm(
      <FormEmbedBlock block={{ __component: 'blocks.form-embed', form: 'business-community' }} index={1} />,
      {
        messages: foundationMessages,
      },
    );
    expect(container).toBeEmptyDOMElement();
  });
});
