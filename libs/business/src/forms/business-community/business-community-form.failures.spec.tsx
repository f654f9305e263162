import { draftKey } from '@site/shared-forms';
import { answerThenReload, formUser, renderForm } from '@site/shared-forms/testing';
import { setupFormServer } from '@site/shared-forms/testing/server';
import { screen, waitFor } from '@testing-library/react';
import { businessMessages } from '../../messages';
import { BusinessCommunityForm, businessCommunityFormId } from './business-community-form';
import { box, fillValid, list, submit } from './business-community-test-steps';

const { answer } = setupFormServer('business-community-signups');
afterEach(() => vi.unstubAllEnvs());

const render = () => renderForm(<BusinessCommunityForm />, { messages: businessMessages });

// A whole form typed on jsdom, beside other workers, can outlast the default 5 s.
describe('BusinessCommunityForm failures', { timeout: 30_000 }, () => {
  it('maps server field errors back to their fields', async () => {
    answer({
      kind: 'fields',
      errors: [
        { path: ['msisdn'], message: 'invalid_phone' },
        { path: ['email'], message: 'invalid_email' },
      ],
    });
    const user = formUser();
    render();
    await fillValid(user);
    await submit(user);
    await waitFor(() =>
      expect(box('Phone number')).toHaveAccessibleDescription(/Enter a Tanzanian phone number/),
    );
    expect(box('Your email')).toHaveAccessibleDescription(/Enter a valid email address/);
    // Both are wrong; the one first on screen gets focus.
    expect(box('Your email')).toHaveFocus();
  });

  it.each([
    [{ kind: 'status', status: 503 } as const, 'Something went wrong on our side'],
    [{ kind: 'offline' } as const, 'You seem to be offline'],
    [{ kind: 'status', status: 429 } as const, 'Too many submissions'],
  ])('on %o says why and keeps every answer', async (outcome, title) => {
    answer(outcome);
    const user = formUser();
    render();
    await fillValid(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(title);
    expect(screen.getByRole('alert')).toHaveTextContent('Your answers are kept on this phone.');
    expect(box('Business name')).toHaveValue('Mama Ntilie Foods');
    expect(box('Phone number')).toHaveValue('0712 345 678');
    expect(window.sessionStorage.getItem(draftKey(businessCommunityFormId))).toContain('Mama Ntilie Foods');
  });

  it('reports a timeout', async () => {
    vi.stubEnv('VITE_CMS_TIMEOUT_MS', '50');
    answer({ kind: 'slow', ms: 400 });
    const user = formUser();
    render();
    await fillValid(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('The connection is too slow');
    expect(box('Your name')).toHaveValue('Asha Juma');
  });

  it('submits once on a double click', async () => {
    const log = answer({ kind: 'slow', ms: 100, reference: 'VBC-2026-ONCE22' });
    const user = formUser();
    render();
    await fillValid(user);
    await user.dblClick(screen.getByRole('button', { name: 'Submit' }));
    await submit(user).catch(() => undefined);
    expect(await screen.findByText('VBC-2026-ONCE22')).toBeInTheDocument();
    expect(log.bodies).toHaveLength(1);
  });

  it('restores the draft after a reload and clears it after success', async () => {
    answer({ kind: 'success', reference: 'VBC-2026-DRAFT1' });
    const user = await answerThenReload(render, fillValid);
    expect(await screen.findByText('We restored the answers you typed earlier.')).toBeInTheDocument();
    expect(box('Business name')).toHaveValue('Mama Ntilie Foods');
    expect(list('Service needed')).toHaveValue('other');
    await submit(user);
    expect(await screen.findByText('VBC-2026-DRAFT1')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(draftKey(businessCommunityFormId))).toBeNull();
  });
});
