import { isPermissionCode } from '@mijn/domain';
import { describe, expect, it } from 'vitest';
import { bearersOf, fillPath, isFlowToken, servedPath } from './endpoint.ts';
import { allEndpoints } from './index.ts';

describe('servedPath', () => {
  it('serves api paths under /api/ as the spec writes them, with or without a leading slash', () => {
    expect(servedPath({ base: 'api', path: 'Account/ResendVerificationCode' })).toBe(
      '/api/Account/ResendVerificationCode',
    );
    expect(servedPath({ base: 'api', path: '/account/login' })).toBe('/api/account/login');
  });

  it('serves root paths as they stand', () => {
    expect(servedPath({ base: 'root', path: '/config.json' })).toBe('/config.json');
  });
});

describe('fillPath', () => {
  it('fills and encodes placeholders', () => {
    expect(fillPath('/Agreement/{agreementId}/x/{name}', { agreementId: 10000001, name: 'a b/c' })).toBe(
      '/Agreement/10000001/x/a%20b%2Fc',
    );
  });

  it('refuses a missing parameter rather than calling a wrong path', () => {
    expect(() => fillPath('/Debitan/Invoices/{invoiceNumber}/Attachments', {})).toThrow(/invoiceNumber/);
  });
});

describe('the contract', () => {
  it('names each method and path once, case-insensitively as the server matches them', () => {
    const keys = allEndpoints.map((e) => `${e.method} ${servedPath(e).toLowerCase()}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('guards every endpoint with a known permission', () => {
    const isBearer = (p: string) => p === 'authenticated' || isFlowToken(p) || isPermissionCode(p);
    for (const e of allEndpoints) {
      const known = e.permission === 'public' || bearersOf(e.permission).every(isBearer);
      expect(known, `${e.method} ${e.path}`).toBe(true);
    }
  });

  it('declares path parameters for every placeholder', () => {
    for (const e of allEndpoints) {
      const placeholders = [...e.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const declared = Object.keys(e.params?.shape ?? {});
      expect(declared.sort(), `${e.method} ${e.path}`).toEqual(placeholders.sort());
    }
  });
});
