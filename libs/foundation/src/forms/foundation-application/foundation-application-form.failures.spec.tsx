import { draftKey } from '@site/shared-forms';
import { answerThenReload, formUser, renderForm } from '@site/shared-forms/testing';
import { setupFormServer } from '@site/shared-forms/testing/server';
import { screen, waitFor } from '@testing-library/react';
import { foundationMessages } from '../../messages';
import { FoundationApplicationForm } from './foundation-application-form';
import { box, completeAll, fillOrganisation, next, stepTitle } from './foundation-application-test-steps';
import { foundationFormId } from './step-types';

const { answer } = setupFormServer('foundation-applications');
const render = () => renderForm(<FoundationApplicationForm />, { messages: foundationMessages });
const submitButton = () => screen.getByRole('button', { name: 'Submit' });

// A whole form typed on jsdom, beside other workers, can outlast the default 5 s.
describe('FoundationApplicationForm failures', { timeout: 30_000 }, () => {
  it('shows a server field error on its step and focuses the field', async () => {
    answer({ kind: 'fields', errors: [{ path: ['applicants', 1, 'email'], message: 'invalid_email' }] });
    const user = formUser();
    render();
    await completeAll(user);
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Applicant details' });
    const second = screen.getByRole('group', { name: 'Applicant 2' });
    await waitFor(() => expect(box('Email', second)).toHaveFocus());
    expect(box('Email', second)).toHaveAccessibleDescription(/Enter a valid email address/);
    expect(screen.getByRole('alert')).toHaveTextContent('Applicant 2 – Email: Enter a valid email address');
  });

  it('says so when offline or the server fails, keeps everything, and sends once on a double click', async () => {
    const log = answer({ kind: 'offline' });
    const user = formUser();
    render();
    await completeAll(user);
    await user.dblClick(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('You seem to be offline');
    expect(log.bodies).toHaveLength(1);
    answer({ kind: 'status', status: 502 }, log);
    await user.click(submitButton());
    expect(await screen.findByText('Something went wrong on our side')).toBeInTheDocument();
    expect(screen.getByText('Tumaini Youth Trust')).toBeInTheDocument();
    expect(log.bodies).toHaveLength(2);
  });

  it('restores the draft after a reload and clears it after success', async () => {
    answer({ kind: 'success', reference: 'VF-2026-DRAFT3' });
    const user = await answerThenReload(render, fillOrganisation);
    await waitFor(() => expect(box('Organization name')).toHaveValue('Tumaini Youth Trust'));
    expect(screen.getByText('We restored the answers you typed earlier.')).toBeInTheDocument();
    await next(user);
    await stepTitle('Your team');
    expect(window.sessionStorage.getItem(draftKey(foundationFormId))).toContain('Tumaini Youth Trust');
  });

  it('clears the draft once the application is stored', async () => {
    answer({ kind: 'success', reference: 'VF-2026-CLEAR4' });
    const user = formUser();
    render();
    await completeAll(user);
    await user.click(submitButton());
    expect(await screen.findByText('VF-2026-CLEAR4')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(draftKey(foundationFormId))).toBeNull();
  });
});
