import userEvent, { type UserEvent } from '@testing-library/user-event';

/** A user without the pause between events: long forms stay well inside the test timeout on CI. */
export function formUser(): UserEvent {
  return userEvent.setup({ delay: null });
}

/** Types an answer the quick way a phone keyboard's suggestion does: focus, then one paste. */
export async function fill(user: UserEvent, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}
