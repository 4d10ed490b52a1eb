import { insuranceRightOutcomes, lastDutchIncomeKinds } from '@mijn/domain';
import { z } from 'zod/mini';
import { area, command, query } from '../operation.ts';
import { ReceivedAt, StoredFile } from '../stored-file.ts';
import { CustomerNumber, Day } from '../values.ts';

/** Where a person's insurance right stands, and the check they last sent. */
const InsuranceRightState = z.object({
  isCheckRequired: z.boolean(),
  check: z.nullable(
    z.object({
      status: z.enum(['pending', ...insuranceRightOutcomes]),
      sentOn: Day,
      /** The day the decision letter went out; null while pending. */
      decidedOn: z.nullable(Day),
    }),
  ),
});

export const insuranceRight = area(
  'insuranceRight',
  'The insurance-right check of insured people who live abroad.',
  {
    state: query({
      input: z.object({ customerNumber: CustomerNumber }),
      output: InsuranceRightState,
      latency: 'read',
      doc: 'Whether the person must show their insurance right: not while a check waits for a decision; else as recorded, or required of everyone living outside the Netherlands.',
    }),
    requestCheck: command({
      input: z.object({
        /** Always the person who sends it: a check is answered in one's own account (spec §6). */
        customerNumber: CustomerNumber,
        hasDutchIncome: z.boolean(),
        hasBenefit: z.boolean(),
        hasOtherIncome: z.boolean(),
        isSelfEmployed: z.boolean(),
        /** Only when none of income, benefit and self-employed applies. */
        lastDutchIncome: z.nullable(z.enum(lastDutchIncomeKinds)),
        /** The evidence: a payslip, a benefit or an annual statement. */
        attachments: z.array(StoredFile).check(z.minLength(1)),
        receivedAt: ReceivedAt,
      }),
      output: InsuranceRightState,
      refusals: { 'no-policy': null, 'check-not-required': null },
      latency: 'command',
      idempotencyKey: 'minted',
      whenUnavailable: 'defer',
      doc: 'Takes a check with its documents; the insurer decides it later by letter and answers the state, pending. Refused for a person without any policy to decide under, or one whose check is not required (or already pending).',
    }),
  },
);
