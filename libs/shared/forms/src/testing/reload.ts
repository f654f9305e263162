import type { RenderResult } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { formUser } from './user-input';

/**
 * Renders the form, lets `answer` type into it, then unmounts it and renders it anew: what a reload
 * does to a form, so its draft must bring the answers back. Returns the user for what follows.
 */
export async function answerThenReload(
  render: () => RenderResult,
  answer: (user: UserEvent) => Promise<void>,
) {
  const user = formUser();
  const view = render();
  await answer(user);
  view.unmount();
  render();
  return user;
}
