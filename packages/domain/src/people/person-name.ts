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

/**
 * An overlong name cut for display (spec §5): a name longer than `length` characters shows its
 * first `length`, without a space at the cut, and an ellipsis. Screens keep the whole name for
 * screen readers beside it.
 */
export function shortenName(name: string, length: number): string {
  const characters = Array.from(name);
  if (characters.length <= length) return name;
  return `${characters.slice(0, length).join('').trimEnd()}…`;
}
