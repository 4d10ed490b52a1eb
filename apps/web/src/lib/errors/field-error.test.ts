import { validatorMessages } from '@mijn/domain';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/validators.json';
import firstPaintNl from '../../locales/nl/validators.json';
import { dutchTexts } from '../../test/dutch-texts.ts';
import { i18n } from '../i18n.ts';
import { validatorKey } from './field-error.ts';

const nl = dutchTexts(firstPaintNl, 'validators') as Record<string, string>;
const messages = Object.values(validatorMessages);

describe('validator messages (spec §5)', () => {
  it.each(messages)('%s has a Dutch and an English text', (message) => {
    const name = message.replace(/^validators\./, '');
    expect((nl as Record<string, string>)[name]).toEqual(expect.any(String));
    expect((en as Record<string, string>)[name]).toEqual(expect.any(String));
  });

  it('has no texts for keys the validators do not use', () => {
    const names = messages.map((message) => message.replace(/^validators\./, '')).sort();
    expect(Object.keys(nl).sort()).toEqual(names);
    expect(Object.keys(en).sort()).toEqual(names);
  });

  it('uses the e-mail texts of spec §5 as written', () => {
    expect(nl['emails-not-equal']).toBe('De opgegeven e-mailadressen komen niet overeen');
    expect(nl['email-invalid']).toBe('Vul een valide e-mailadres in');
  });

  it('maps a validator message to its namespace and leaves other keys alone', () => {
    expect(validatorKey('validators.required-field')).toBe('validators:required-field');
    expect(i18n.t(validatorKey(validatorMessages.passwordsNotEqual))).toBe(
      'De wachtwoorden komen niet overeen.',
    );
    expect(validatorKey('auth:something')).toBe('auth:something');
  });
});
