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
});
