import { renderForm } from '../testing';
import { act, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormErrorSummary } from './form-error-summary';
import { FormFailureAlert } from './form-failure-alert';
import { FormSuccess } from './form-success';
import { HoneypotField } from './honeypot-field';
import { useSubmitOnce } from './use-submit-once';

describe('FormErrorSummary', () => {
  it('announces the errors and moves focus to a field from its link', async () => {
    const user = userEvent.setup();
    renderForm(
      <>
        <FormErrorSummary
          formId="demo"
          errors={[{ name: 'email', code: 'invalid_email' }]}
          labelFor={() => 'Your email'}
        />
        <label htmlFor="demo-email">Your email</label>
        <input id="demo-email" />
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Please correct 1 answer');
    await user.click(
      screen.getByRole('link', { name: 'Your email: Enter a valid email address, like name@example.com.' }),
    );
    expect(screen.getByRole('textbox', { name: 'Your email' })).toHaveFocus();
  });

  it('follows a label that is a sentence or a question with the message, not with a colon', () => {
    const labels: Record<string, string> = {
      consent: 'I agree to the terms.',
      heard: 'Where did you hear about us?',
    };
    renderForm(
      <FormErrorSummary
        formId="demo"
        errors={[
          { name: 'consent', code: 'required' },
          { name: 'heard', code: 'required' },
        ]}
        labelFor={(name) => labels[name] ?? ''}
      />,
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'I agree to the terms. Please fill in this field.',
      'Where did you hear about us? Please fill in this field.',
    ]);
  });
});

describe('FormFailureAlert', () => {
  it('explains a timeout in Swahili and says the answers are kept', async () => {
    renderForm(<FormFailureAlert failure={{ kind: 'timeout' }} />, { locale: 'sw' });
    expect(await screen.findByText('Muunganisho ni wa polepole mno')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Majibu yako yamehifadhiwa kwenye simu hii.');
  });
});

describe('FormSuccess', () => {
  it('shows the reference and focuses its heading', () => {
    renderForm(<FormSuccess reference="VF-2026-AB12CD" nextSteps={<p>We call you.</p>} />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'Thank you, your form has been sent' }),
    ).toHaveFocus();
    expect(screen.getByText('VF-2026-AB12CD')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'What happens next' })).toBeInTheDocument();
  });
});

describe('HoneypotField', () => {
  it('is out of the tab order, not autofilled and hidden from assistive tech', () => {
    renderForm(<HoneypotField />);
    const input = screen.getByLabelText('Leave this field empty');
    expect(input).toHaveAttribute('tabindex', '-1');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('useSubmitOnce', () => {
  it('ignores a second call while the first is running', async () => {
    let finish = () => undefined as void;
    const handler = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useSubmitOnce(handler));
    let first: Promise<void> = Promise.resolve();
    act(() => {
      first = result.current.run();
      void result.current.run();
    });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(result.current.pending).toBe(true);
    await act(async () => {
      finish();
      await first;
    });
    expect(result.current.pending).toBe(false);
    let again: Promise<void> = Promise.resolve();
    act(() => {
      again = result.current.run();
    });
    expect(handler).toHaveBeenCalledTimes(2);
    await act(async () => {
      finish();
      await again;
    });
  });
});
