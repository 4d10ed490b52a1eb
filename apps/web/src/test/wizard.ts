import { screen, waitFor } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

export type User = ReturnType<typeof userEvent.setup>;

/** Puts text in a field as a paste: the same input events as typing, without a keystroke each. */
export async function paste(user: User, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

/** Presses the wizard's Volgende. */
export const next = (user: User) => user.click(screen.getByRole('button', { name: 'Volgende' }));

/** The wizard shows this step, and its heading has the focus a screen reader follows. */
export async function expectStep(name: RegExp) {
  const heading = await screen.findByRole('heading', { level: 2, name });
  await waitFor(() => expect(heading).toHaveFocus());
}
