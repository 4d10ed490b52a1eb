import { bearersOf, isFlowToken } from '@mijn/contract';
import { describe, expect, it } from 'vitest';
import { contractEntries } from './access-matrix.ts';
import { accessTable } from './access-table.ts';
import { identifierFields } from './identifier-fields.ts';

describe('the access table', () => {
  it('has a row for exactly the entries of the contract: a new endpoint needs its row', () => {
    const keys = contractEntries().map(([key]) => key);
    expect(Object.keys(accessTable).sort()).toEqual(keys.sort());
  });

  it('lists, per endpoint, every input field that takes an identifier, as the contract declares them', () => {
    for (const [key, endpoint] of contractEntries()) {
      expect([...(accessTable[key]?.takes ?? [])].sort(), key).toEqual(identifierFields(endpoint));
    }
  });

  it('states the flow tokens of every endpoint as its contract permission names them', () => {
    for (const [key, endpoint] of contractEntries()) {
      const declared = bearersOf(endpoint.permission).filter(isFlowToken);
      expect([...(accessTable[key]?.flow ?? [])], key).toEqual(declared);
    }
  });

  it('probes every endpoint that takes identifiers with them', () => {
    for (const [key, row] of Object.entries(accessTable)) {
      if (row.takes.length === 0) continue;
      expect(['foreign', 'proof'], key).toContain(row.access);
    }
  });
});
