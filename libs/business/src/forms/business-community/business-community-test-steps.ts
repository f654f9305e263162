import { fill } from '@site/shared-forms/testing';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** A visitor's way through the sign-up, in English (shared by the form's specs). */
export const box = (name: string) => screen.getByRole('textbox', { name });
export const list = (name: string) => screen.getByRole('combobox', { name });
export const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Submit' }));

/** Valid answers to every part of the form, the names "influencer" and "other" ask for among them. */
export async function fillValid(user: UserEvent) {
  await fill(user, box('Business name'), 'Mama Ntilie Foods');
  await user.selectOptions(list('Business size'), 'small');
  await fill(user, box('Your name'), 'Asha Juma');
  await fill(user, box('Your email'), 'asha@example.co.tz');
  await fill(user, box('Phone number'), '0712 345 678');
  await user.selectOptions(list('Where did you hear of the business community?'), 'influencer');
  await fill(user, await screen.findByRole('textbox', { name: 'Influencer name' }), 'Mwamba');
  await user.click(screen.getByRole('checkbox', { name: 'M-Pesa for business' }));
  await user.selectOptions(list('Service needed'), 'other');
  await fill(
    user,
    await screen.findByRole('textbox', { name: 'Name of the service you need' }),
    'Fleet SIMs',
  );
}
