import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

async function answer(user: UserEvent, question: string, choice: 'Ja' | 'Nee') {
  const group = screen.getByRole('radiogroup', { name: new RegExp(`^${question}`) });
  await user.click(within(group).getByRole('radio', { name: choice }));
}

/** Answers the open overlay's questions in Dutch: a dentist visit, and 4 extracted teeth or none. */
export async function answerQuestionnaire(user: UserEvent, extracted: 'Ja' | 'Nee') {
  await screen.findByRole('dialog', { name: 'Medische selectie tandartsverzekering' });
  await answer(user, 'Is de verzekerde in de afgelopen 2 jaar bij de tandarts geweest', 'Ja');
  await answer(user, 'Heeft de verzekerde in de afgelopen 2 jaar een orthodontische', 'Nee');
  await answer(user, 'Heeft de verzekerde een aangeboren afwijking', 'Nee');
  await answer(user, 'Zijn er bij de verzekerde 4 of meer tanden', extracted);
  if (extracted === 'Ja') await user.type(screen.getByRole('textbox', { name: /Hoeveel tanden/ }), '4');
  await user.click(screen.getByRole('checkbox', { name: 'Een implantaat' }));
  await user.click(screen.getByRole('checkbox', { name: 'Nee, geen van deze behandelingen' }));
  // "None" stands alone: it clears the treatment ticked before.
  expect(screen.getByRole('checkbox', { name: 'Een implantaat' })).not.toBeChecked();
  await user.click(screen.getByRole('checkbox', { name: /naar waarheid beantwoord/ }));
  await user.type(screen.getByRole('textbox', { name: /Ondertekening/ }), 'Jan de Vries');
}
