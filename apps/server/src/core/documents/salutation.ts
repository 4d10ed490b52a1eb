import { is16AndOlder } from '@mijn/domain';

interface Addressee {
  firstName: string;
  birthDate: string;
}

/**
 * The name a letter calls someone by: the first of their given names ("Emma" for "Emma Wilhelmina"),
 * as Dutch registers hold every given name and no call name.
 */
export const callName = (firstName: string): string => firstName.trim().split(/\s+/)[0] ?? firstName;

/**
 * The opening of a letter: a child under 16 does not run their own insurance (spec §6), so a letter
 * about them speaks to the parent who does, while it stays in the child's file.
 */
export function salutation(person: Addressee, onDay: string, language: 'nl' | 'en' = 'nl'): string {
  const child = !is16AndOlder(person.birthDate, onDay);
  const name = callName(person.firstName);
  if (language === 'en') return child ? `Dear parent or guardian of ${name},` : `Dear ${name},`;
  return child ? `Beste ouder of verzorger van ${name},` : `Beste ${name},`;
}
