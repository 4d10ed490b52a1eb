import { is16AndOlder } from '@mijn/domain';

interface Addressee {
  firstName: string;
  birthDate: string;
}

/**
 * The opening of a letter: a child under 16 does not run their own insurance (spec §6), so a letter
 * about them speaks to the parent who does, while it stays in the child's file.
 */
export function salutation(person: Addressee, onDay: string, language: 'nl' | 'en' = 'nl'): string {
  const child = !is16AndOlder(person.birthDate, onDay);
  if (language === 'en')
    return child ? `Dear parent or guardian of ${person.firstName},` : `Dear ${person.firstName},`;
  return child ? `Beste ouder of verzorger van ${person.firstName},` : `Beste ${person.firstName},`;
}
