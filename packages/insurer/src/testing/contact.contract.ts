import { addBusinessDays, CONTACT_ANSWER_WORKING_DAYS, insurerToday } from '@mijn/domain';
import { expect } from 'vitest';
import type { Viewer } from '../values.ts';
import type { AreaCases } from './contract-case.ts';
import { demoPeople, storedFile } from './demo-world.ts';

const { jan, tim, peter } = demoPeople;

/** A reference as the portal gives it: VR- and eight hex digits of its own. */
const newReference = () => `VR-${crypto.randomUUID().slice(0, 8).toUpperCase()}`;

const question = (viewer: Viewer, customerNumber: string) => ({
  reference: newReference(),
  viewer,
  customerNumber,
  subject: 'invoice' as const,
  question: 'Waarom is mijn premie hoger dan vorige maand?',
  extraData: [{ key: 'InvoiceNumber' as const, value: '2026-000123' }],
  attachments: [storedFile('rekening.pdf')],
  receivedAt: new Date().toISOString(),
});

export const contactCases: AreaCases<'contact'> = {
  sendQuestion: [
    {
      name: "takes a policyholder's question about his son under 16, answered within five working days",
      async run({ port }) {
        const input = question(jan, tim.customerNumber);
        const answer = await port.contact.sendQuestion(input);
        const receivedOn = insurerToday(new Date(input.receivedAt));
        expect(answer).toEqual({
          reference: input.reference,
          receivedOn,
          answerBy: addBusinessDays(receivedOn, CONTACT_ANSWER_WORKING_DAYS),
        });
      },
    },
    {
      name: 'takes a question sent again under its reference once, with the first answer',
      async run({ port }) {
        const input = question(jan, jan.customerNumber);
        const first = await port.contact.sendQuestion(input);
        // Handed over three days later (the insurer was away): still the day it was first received.
        const later = new Date(Date.now() + 3 * 86_400_000).toISOString();
        const again = await port.contact.sendQuestion({ ...input, receivedAt: later });
        expect(again).toEqual(first);
      },
    },
    {
      name: 'refuses a question about someone of another household',
      refusal: 'not-in-household',
      run: ({ port }) => port.contact.sendQuestion(question(jan, peter.customerNumber)),
    },
    {
      name: 'refuses a question of someone without any policy to print the answer under',
      refusal: 'no-policy',
      run: ({ port }) => {
        const stranger = { customerNumber: '99999999', role: 'H' as const };
        return port.contact.sendQuestion(question(stranger, stranger.customerNumber));
      },
    },
  ],
};
