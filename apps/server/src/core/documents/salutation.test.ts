import { describe, expect, it } from 'vitest';
import { salutation } from './salutation.ts';

describe('salutation', () => {
  it('speaks to the parent about a child under 16, and to anyone of 16 or over directly', () => {
    expect(salutation({ firstName: 'Tim', birthDate: '2017-11-22' }, '2026-11-22')).toBe(
      'Beste ouder of verzorger van Tim,',
    );
    expect(salutation({ firstName: 'Sanne', birthDate: '2010-11-22' }, '2026-11-22')).toBe('Beste Sanne,');
    expect(salutation({ firstName: 'Sanne', birthDate: '2010-11-23' }, '2026-11-22')).toBe(
      'Beste ouder of verzorger van Sanne,',
    );
  });

  it('calls someone with several given names by the first', () => {
    expect(salutation({ firstName: 'Emma Wilhelmina', birthDate: '2026-11-01' }, '2026-11-22')).toBe(
      'Beste ouder of verzorger van Emma,',
    );
    expect(salutation({ firstName: 'Johannes Petrus', birthDate: '1970-01-01' }, '2026-11-22', 'en')).toBe(
      'Dear Johannes,',
    );
  });
});
