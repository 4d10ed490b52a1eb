import type { DuplicateOf, FieldError } from '@mijn/contract';

export { anna, customersHandler, jan, readableHandler, sanne, tim } from '../../../test/family.ts';

import type { CustomerSummary } from '@mijn/contract';
import { HttpResponse, http } from 'msw';
import { anna, jan, sanne, tim } from '../../../test/family.ts';

/** Agreement/GetMostRecentAgreements: one agreement Jan holds, with these people on it. */
export const agreementMembersHandler = (members: CustomerSummary[] = [jan, anna, sanne, tim]) =>
  http.get('*/api/Agreement/GetMostRecentAgreements', () =>
    HttpResponse.json([
      {
        agreementId: 5001,
        agreementIdNumber: '5001',
        collectivity: 'Zorgzaam',
        contractCode: 'ZZ-BASIS',
        hasBasicInsurance: true,
        mostRecentYear: 2026,
        policyHolders: [{ customer: jan, policies: ['100000000012'] }],
        agreementParticipants: members.map((customer, index) => ({
          customer,
          policyNumber: `10000000001${index}`,
          role: customer.role,
        })),
        paymentDetails: null,
      },
    ]),
  );

export const knownIbanHandler = (mayChangeIban = true, hasKnownIban = true) =>
  http.get('*/api/Agreement/HasKnownIban', () =>
    HttpResponse.json({
      hasKnownIban,
      ibanPayedByInsured: hasKnownIban ? 'NL91 **** **** **43 00' : null,
      mayChangeIban,
    }),
  );

export const addressHandler = http.get('*/api/Customer/GetCustomerDetails', () =>
  HttpResponse.json({
    ...jan,
    socialSecurityNumber: '••••••333',
    maidenName: null,
    prefixMaidenName: null,
    address: {
      street: 'Dorpsstraat',
      houseNumber: 12,
      houseNumberAddition: 'a',
      zipCode: '1234AB',
      city: 'Amersfoort',
      country: 'NL',
    },
    contactInfo: { email: null, phoneNumber: null },
  }),
);

/** POST Declaration: keeps each request's text fields and number of files. */
export function declarationHandler(
  options: {
    status?: number;
    message?: string;
    fields?: FieldError[];
    /** Answers 409 naming this earlier claim unless the form confirms (ConfirmDuplicate). */
    duplicateOf?: DuplicateOf;
  } = {},
) {
  const sent: [string, string][][] = [];
  const fileCounts: number[] = [];
  const handler = http.post('*/api/Declaration', async ({ request }) => {
    const form = await request.formData();
    fileCounts.push(form.getAll('files').filter((entry) => typeof entry !== 'string').length);
    sent.push([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    if (options.duplicateOf && form.get('ConfirmDuplicate') !== 'true') {
      return HttpResponse.json(
        {
          statusCode: 409,
          error: 'Conflict',
          message: 'This bill was already submitted',
          duplicateOf: options.duplicateOf,
        },
        { status: 409 },
      );
    }
    if (options.status !== undefined) {
      return HttpResponse.json(
        {
          statusCode: options.status,
          error: 'Bad Request',
          message: options.message ?? 'Invalid',
          fields: options.fields,
        },
        { status: options.status },
      );
    }
    return HttpResponse.json({
      declarationId: 'DEC-2026-000042',
      recordId: 'R1',
      status: 1,
      receivedDate: '2026-11-22',
      expectedHandledBy: '2026-12-04',
    });
  });
  return { handler, sent, fileCounts };
}
