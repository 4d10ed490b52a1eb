import { describe, expect, it } from 'vitest';
import type { Area } from '../operation.ts';
import { insurerAreas } from '../port.ts';
import type { ContractCase } from './contract-case.ts';
import { contractCases } from './contract-cases.ts';

const areas: readonly Area[] = Object.values(insurerAreas);
const casesByArea: Readonly<Record<string, Readonly<Record<string, readonly ContractCase[]>>>> =
  contractCases;

const operations = areas.flatMap((area) =>
  Object.entries(area.operations).map(([name, operation]) => ({
    area: area.name,
    name,
    operation,
    cases: casesByArea[area.name]?.[name] ?? [],
  })),
);

describe('the contract suite covers the port', () => {
  it.each(operations)('$area.$name has a case', ({ cases }) => {
    expect(cases.length).toBeGreaterThan(0);
  });

  it.each(operations)('$area.$name has a case for each refusal it declares', ({ operation, cases }) => {
    const proven = new Set(cases.map((contractCase) => contractCase.refusal));
    expect(Object.keys(operation.refusals).filter((code) => !proven.has(code))).toEqual([]);
  });
});
