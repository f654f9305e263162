import { renderForm } from '@site/shared-forms/testing';
import { screen } from '@testing-library/react';
import { investorMessages } from '../messages';
import FormEmbedBlock from './form-embed-block';

describe('FormEmbedBlock (investor)', () => {
  it('renders its own form under the block title and intro', () => {
    renderForm(
      <FormEmbedBlock
        block={{
          __component: 'blocks.form-embed',
          title: 'Apply now',
          intro: 'It takes 10 minutes.',
          form: 'shareholder',
        }}
        index={1}
      />,
      {
        messages: investorMessages,
      },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Apply now' })).toBeInTheDocument();
    expect(screen.getByText('It takes 10 minutes.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Shareholder details update' })).toBeInTheDocument();
  });

  it("renders nothing for another domain's form", () => {
    const { container } = renderForm(
      <FormEmbedBlock
        block={{ __component: 'blocks.form-embed', form: 'foundation-application' }}
        index={1}
      />,
      {
        messages: investorMessages,
      },
    );
    expect(container).toBeEmptyDOMElement();
  });
});
