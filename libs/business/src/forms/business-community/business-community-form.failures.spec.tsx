import { draftKey } from '@site/shared-forms';
import { answerThenReload, fill, formUser, renderForm } from '@site/shared-forms/testing';
import { setupFormServer } from '@site/shared-forms/testing/server';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { businessMessages } from '../../messages';
import { BusinessCommunityForm, businessCommunityFormId } from './business-community-form';

const { answer } = setupFormServer('business-community-signups');
afterEach(() => vi.unstubAllEnvs());

const box = (name: string) => screen.getByRole('textbox', { name });
const list = (name: string) => screen.getByRole('combobox', { name });
const render = () => renderForm(<BusinessCommunityForm />, { messages: businessMessages });

async function fillValid(user: UserEvent) {
  await fill(user, box('Business name'), 'Kilimo Bora');
  await user.selectOptions(list('Business size'), 'medium');
  await fill(user, box('Your name'), 'Baraka');
  await fill(user, box('Your email'), 'baraka@example.com');
  await fill(user, box('Phone number'), '0754123456');
  await user.selectOptions(list('Where did you hear of the business community?'), 'search');
  await user.selectOptions(list('Service needed'), 'iot');
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Submit' }));

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
    expect(box('Business name')).toHaveValue('Kilimo Bora');
    expect(box('Phone number')).toHaveValue('0754123456');
    expect(window.sessionStorage.getItem(draftKey(businessCommunityFormId))).toContain('Kilimo Bora');
  });

  it('reports a timeout', async () => {
    vi.stubEnv('VITE_CMS_TIMEOUT_MS', '50');
    answer({ kind: 'slow', ms: 400 });
    const user = formUser();
    render();
    await fillValid(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('The connection is too slow');
    expect(box('Your name')).toHaveValue('Baraka');
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
    expect(box('Business name')).toHaveValue('Kilimo Bora');
    expect(list('Service needed')).toHaveValue('iot');
    await submit(user);
    expect(await screen.findByText('VBC-2026-DRAFT1')).toBeInTheDocument();
    expect(window.sessionStorage.getItem(draftKey(businessCommunityFormId))).toBeNull();
  });
});
