import { insurerToday } from '@mijn/domain';
import { expect } from 'vitest';
import { IdempotencyKeyReused } from '../idempotency.ts';
import type { AreaCases } from './contract-case.ts';
import { demoPeople, storedFile } from './demo-world.ts';

const { jan, ruben } = demoPeople;

const worker = (customerNumber: string) => ({
  customerNumber,
  hasDutchIncome: true,
  hasBenefit: false,
  hasOtherIncome: false,
  isSelfEmployed: false,
  lastDutchIncome: null,
  attachments: [storedFile('loonstrook.pdf')],
  receivedAt: new Date().toISOString(),
});

export const insuranceRightCases: AreaCases<'insuranceRight'> = {
  state: [
    {
      name: 'answers that someone living in the Netherlands need not check, having sent none',
      async run({ port }) {
        expect(await port.insuranceRight.state({ customerNumber: jan.customerNumber })).toEqual({
          isCheckRequired: false,
          check: null,
        });
      },
    },
  ],
  requestCheck: [
    {
      name: 'takes the check of someone living abroad, pending from then on, and answers it in the state',
      async run({ port }) {
        expect(await port.insuranceRight.state({ customerNumber: ruben.customerNumber })).toEqual({
          isCheckRequired: true,
          check: null,
        });
        const input = worker(ruben.customerNumber);
        const pending = {
          isCheckRequired: false,
          check: { status: 'pending', sentOn: insurerToday(new Date(input.receivedAt)), decidedOn: null },
        };
        const key = crypto.randomUUID();
        expect(await port.insuranceRight.requestCheck(input, { key })).toEqual(pending);
        expect(await port.insuranceRight.state({ customerNumber: ruben.customerNumber })).toEqual(pending);

        // A repeat after a lost answer is the same command: answered as the first time, not refused as a second check.
        expect(await port.insuranceRight.requestCheck({ ...input }, { key })).toEqual(pending);
        const another = { ...input, hasBenefit: true };
        await expect(port.insuranceRight.requestCheck(another, { key })).rejects.toThrow(
          IdempotencyKeyReused,
        );
      },
    },
    {
      name: 'refuses a check of someone whose check is not required',
      refusal: 'check-not-required',
      run: ({ port }) =>
        port.insuranceRight.requestCheck(worker(jan.customerNumber), { key: crypto.randomUUID() }),
    },
    {
      name: 'refuses a check of someone without any policy to decide under',
      refusal: 'no-policy',
      run: ({ port }) => port.insuranceRight.requestCheck(worker('99999999'), { key: crypto.randomUUID() }),
    },
  ],
};
