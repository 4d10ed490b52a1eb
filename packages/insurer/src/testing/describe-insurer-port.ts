import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isRefusal } from '../refusal.ts';
import type { ContractCase, PortUnderTest } from './contract-case.ts';
import { contractCases } from './contract-cases.ts';

const casesByArea: Readonly<Record<string, Readonly<Record<string, readonly ContractCase[]>>>> =
  contractCases;

/** An adapter with its demo world, opened once for the suite and closed after it. */
export type OpenPortUnderTest = () => Promise<PortUnderTest & { close(): Promise<void> }>;

/**
 * The contract suite: every case of every area against one adapter. Each adapter's runner calls
 * it once (the embedded simulation now; the HTTP adapter in front of the simulation's service later),
 * so both answer the same questions the same way.
 */
export function describeInsurerPort(adapter: string, open: OpenPortUnderTest): void {
  describe(`the insurer port, ${adapter}`, () => {
    let subject: (PortUnderTest & { close(): Promise<void> }) | undefined;
    beforeAll(async () => {
      subject = await open();
    });
    afterAll(() => subject?.close());

    for (const [area, operations] of Object.entries(casesByArea)) {
      const cases = Object.entries(operations).flatMap(([operation, list]) =>
        list.map((contractCase) => ({ operation, ...contractCase })),
      );
      if (cases.length === 0) continue;
      describe(area, () => {
        it.each(cases)('$operation $name', async ({ run, refusal }) => {
          if (!subject) throw new Error(`the ${adapter} adapter did not open`);
          const answer = await run(subject);
          if (refusal !== undefined) expect(isRefusal(answer) ? answer.refused : answer).toBe(refusal);
        });
      });
    }
  });
}
