import { describe, expect, it, vi } from 'vitest';

/** The schema module as a screen without an IBAN field has it: loaded without `iban.ts`. */
async function schemaAlone() {
  vi.resetModules();
  return import('./iban-schema.ts');
}

describe('ibanSchema', () => {
  it('lets a blank IBAN pass before the check has loaded, so a form may check its other fields', async () => {
    const { ibanSchema } = await schemaAlone();
    expect(ibanSchema.parse('  ')).toBe('');
  });

  it('refuses to pass a typed IBAN unchecked before iban.ts has loaded', async () => {
    const { ibanSchema } = await schemaAlone();
    expect(() => ibanSchema.parse('NL91 ABNA 0417 1643 00')).toThrow(
      'An IBAN was checked before iban.ts loaded',
    );
  });

  it('checks with iban.ts once that has loaded: mod-97 and the country, out without spaces', async () => {
    const { ibanSchema } = await schemaAlone();
    await import('./iban.ts');
    expect(ibanSchema.parse('NL91 ABNA 0417 1643 00')).toBe('NL91ABNA0417164300');
    expect(ibanSchema.safeParse('NL91ABNA0417164301').error?.issues[0]?.message).toBe(
      'validators.valid-iban',
    );
  });
});
