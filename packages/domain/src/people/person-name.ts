/** A Dutch surname: the prefix (tussenvoegsel: "de", "van der") is kept apart from the last name. */
export interface Surname {
  prefix?: string | null;
  lastName: string;
}

const joinNameParts = (...parts: (string | null | undefined)[]): string => parts.filter(Boolean).join(' ');

/** "Jan de Vries": first name, prefix and last name, as a person is addressed on screen. */
export function fullName(person: Surname & { firstName: string }): string {
  return joinNameParts(person.firstName, person.prefix, person.lastName);
}

/** "J. de Vries": initials, prefix and last name, as letters and cards write a name. */
export function formalName(person: Surname & { initials: string | null }): string {
  return joinNameParts(person.initials, person.prefix, person.lastName);
}

/** "de Vries": the prefix and last name together. */
export function familyName(person: Surname): string {
  return joinNameParts(person.prefix, person.lastName);
}
