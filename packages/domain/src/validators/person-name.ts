import { type ValidationResult, validatorMessages } from './messages.ts';

/**
 * Maximum lengths of the personal data fields (spec §5 leaves them to a parameter): those of the
 * BRP, the national register the names come from (voornamen 200, geslachtsnaam 200,
 * voorvoegsel 10), cut to what a letter's address window holds for the names.
 */
export const personNameLimits = {
  firstName: 50,
  initials: 20,
  prefix: 10,
  lastName: 60,
} as const;

export type PersonNamePart = keyof typeof personNameLimits;

/** Letters (with their accents), hyphen, apostrophe (both kinds) and comma, and spaces between words (spec §5). */
const namePattern = /^[\p{L}\p{M}'’,-]+( [\p{L}\p{M}'’,-]+)*$/u;
/** Initials: letters, each followed by a dot, optionally spaced ("J.", "J.W.", "Th. J."). */
const initialsPattern = /^(\p{Lu}\p{Ll}{0,2}\. ?)+$/u;

/**
 * Spec §5 names: required, letters, hyphen, apostrophe and comma, spaces between words, at most the
 * part's length. Initials are capitals with a dot each. A prefix (tussenvoegsel) may be empty.
 */
export function validatePersonName(part: PersonNamePart, value: string): ValidationResult {
  const name = value.trim();
  if (name === '') return part === 'prefix' ? null : validatorMessages.requiredField;
  if (name.length > personNameLimits[part]) return validatorMessages.nameTooLong;
  const pattern = part === 'initials' ? initialsPattern : namePattern;
  return pattern.test(name) ? null : validatorMessages.invalidName;
}

/** The letters of a name without case, accents, spaces or punctuation: what stays when only the spelling changes. */
export function nameLetters(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('nl')
    .replace(/[^\p{L}]/gu, '');
}

/**
 * Whether a new name is the registered one spelled differently: capitals, accents, spaces, hyphens,
 * apostrophes or a prefix written into the last name ("de" + "Vries" as "" + "De Vries"). Another
 * name (after a marriage, a name change) comes from the BRP through the municipality, never from
 * the portal.
 */
export function isSpellingOf(
  registered: readonly (string | null)[],
  proposed: readonly (string | null)[],
): boolean {
  const letters = (parts: readonly (string | null)[]) => nameLetters(parts.filter(Boolean).join(''));
  return letters(registered) === letters(proposed);
}

/** The names a person's registration (BRP) holds; empty and null both mean none. */
export interface RegisteredNames {
  initials: string;
  prefix: string | null;
  lastName: string;
  prefixMaidenName: string | null;
  maidenName: string | null;
}

/**
 * The fields of a proposed change that name someone else rather than respell the registered name:
 * the initials, the last name with its prefix, the birth name with its prefix (decision 0041).
 */
export function renamedFields(
  registered: RegisteredNames,
  proposed: RegisteredNames,
): ('initials' | 'lastName' | 'maidenName')[] {
  const groups = [
    ['initials', [registered.initials], [proposed.initials]],
    ['lastName', [registered.prefix, registered.lastName], [proposed.prefix, proposed.lastName]],
    [
      'maidenName',
      [registered.prefixMaidenName, registered.maidenName],
      [proposed.prefixMaidenName, proposed.maidenName],
    ],
  ] as const;
  return groups.filter(([, before, after]) => !isSpellingOf(before, after)).map(([field]) => field);
}
