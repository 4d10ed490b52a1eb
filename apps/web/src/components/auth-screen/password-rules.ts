import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from '@mijn/domain';

export interface PasswordRule {
  /** Key in the auth namespace. */
  key: string;
  met: (password: string) => boolean;
}

/** The password rules of spec §5, one line each, for the live checklist under the field. */
export const passwordRules: readonly PasswordRule[] = [
  {
    key: 'password-rules.length',
    met: (password) => password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH,
  },
  { key: 'password-rules.letter', met: (password) => /\p{L}/u.test(password) },
  { key: 'password-rules.digit', met: (password) => /\d/.test(password) },
  {
    key: 'password-rules.special',
    met: (password) => [...password].some((character) => PASSWORD_SPECIAL_CHARACTERS.includes(character)),
  },
];
