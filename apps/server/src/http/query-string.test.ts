import { describe, expect, it } from 'vitest';
import { parseQueryString } from './query-string.ts';

describe('parseQueryString', () => {
  it.each([
    ['role=H', { role: 'H' }],
    ['role=H&filters[0]=active', { role: 'H', filters: ['active'] }],
    ['filters%5B1%5D=ended&filters%5B0%5D=active', { filters: ['active', 'ended'] }],
    ['a=1&a=2', { a: ['1', '2'] }],
    ['year=2026&name=a+b%20c', { year: '2026', name: 'a b c' }],
    ['a[]=1', { 'a[]': '1' }],
    ['a[12345]=1', { 'a[12345]': '1' }],
    ['a=%zz&b=%C0%80', { a: '%zz', b: '\uFFFD\uFFFD' }],
    ['', {}],
  ])('%s', (text, expected) => {
    expect({ ...parseQueryString(text) }).toEqual(expected);
  });

  it('keeps a plain name over an indexed list of the same name, for the schema to refuse', () => {
    expect({ ...parseQueryString('f=x&f[0]=y') }).toEqual({ f: 'x' });
  });

  it('gives no prototype to write through', () => {
    const query = parseQueryString('__proto__[0]=x&constructor=y');
    expect(Object.getPrototypeOf(query)).toBeNull();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});
