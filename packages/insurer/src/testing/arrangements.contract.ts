import { firstTermWindow, insurerToday } from '@mijn/domain';
import { expect } from 'vitest';
import type { InsurerPort } from '../port.ts';
import type { AreaCases, PortUnderTest } from './contract-case.ts';
import { demoPeople } from './demo-world.ts';

type RequestInput = Parameters<InsurerPort['arrangements']['request']>[0];

const { jan, peter } = demoPeople;
/** Of the demo world: Eva Smit pays her excess bill in 3 terms, the first collected. */
const eva = { customerNumber: '20000011', role: 'H' } as const;
const onDay = insurerToday(new Date());

/** A request for the newest invoice a policyholder holds, received at `receivedAt`. */
async function requestFor(
  port: PortUnderTest['port'],
  viewer: RequestInput['viewer'],
  receivedAt: Date,
  replaceWaiting: boolean,
): Promise<RequestInput> {
  const { invoices } = await port.invoices.ofPolicyholder({ viewer, onDay });
  const invoice = invoices.at(-1);
  if (!invoice) throw new Error(`the demo world has no invoice of ${viewer.customerNumber}`);
  return {
    viewer,
    invoices: [{ invoiceNumber: invoice.invoiceNumber, amount: invoice.remaining }],
    numberOfTerms: 2,
    startDate: firstTermWindow(onDay).earliest,
    iban: 'NL91ABNA0417164300',
    replaceWaiting,
    receivedAt: receivedAt.toISOString(),
  };
}

export const arrangementsCases: AreaCases<'arrangements'> = {
  ofPolicyholder: [
    {
      name: 'answers a running arrangement with its terms, and the account each agreement pays from',
      async run({ port }) {
        const held = await port.arrangements.ofPolicyholder({ viewer: eva, at: new Date().toISOString() });
        const [running] = held.arrangements;
        expect(running).toMatchObject({ status: 'running', numberOfTerms: 3, replaceable: false });
        expect(running?.terms.map((term) => term.collectedOn !== null)).toEqual([true, false, false]);
        expect(held.accountsOnFile).toEqual([
          { agreementId: running?.agreementId, iban: expect.any(String) },
        ]);
      },
    },
  ],
  request: [
    {
      name: 'keeps a request waiting to be taken up, and lets a confirmed one replace it',
      async run({ port }) {
        const input = await requestFor(port, peter, new Date(), true);
        const first = await port.arrangements.request(input, { key: 'arrangement-contract-1' });
        expect(first).toMatchObject({
          status: 'requested',
          replaceable: true,
          total: input.invoices[0]?.amount,
        });
        const second = await port.arrangements.request(input, { key: 'arrangement-contract-2' });
        const { arrangements } = await port.arrangements.ofPolicyholder({
          viewer: peter,
          at: input.receivedAt,
        });
        const statusOf = (answer: unknown) =>
          arrangements.find((one) => one.id === (answer as { id: string }).id)?.status;
        expect([statusOf(second), statusOf(first)]).toEqual(['requested', 'replaced']);
      },
    },
    {
      name: 'refuses a new request while an earlier one waits and the customer did not confirm replacing it',
      refusal: 'earlier-waiting',
      async run({ port }) {
        const input = await requestFor(port, peter, new Date(), true);
        await port.arrangements.request(input, { key: 'arrangement-contract-3' });
        return port.arrangements.request(
          { ...input, replaceWaiting: false },
          { key: 'arrangement-contract-4' },
        );
      },
    },
    {
      name: 'refuses a new request while the insurer takes an earlier one up',
      refusal: 'earlier-in-processing',
      async run({ port }) {
        const anHourAgo = new Date(Date.now() - 3_600_000);
        await port.arrangements.request(await requestFor(port, jan, anHourAgo, true), {
          key: 'arrangement-contract-5',
        });
        return port.arrangements.request(await requestFor(port, jan, new Date(), true), {
          key: 'arrangement-contract-6',
        });
      },
    },
    {
      name: "refuses another policyholder's invoice",
      refusal: 'unknown-invoice',
      async run({ port }) {
        const input = await requestFor(port, peter, new Date(), true);
        return port.arrangements.request({ ...input, viewer: jan }, { key: 'arrangement-contract-7' });
      },
    },
  ],
};
