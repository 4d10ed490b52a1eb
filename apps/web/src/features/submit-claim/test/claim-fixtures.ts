import type { CustomerSummary } from '@mijn/contract';
import { HttpResponse, http } from 'msw';

export const jan: CustomerSummary = {
  customerNumber: '10000001',
  initials: 'J.',
  prefix: 'de',
  firstName: 'Jan',
  lastName: 'Vries',
  birthDate: '1980-03-14',
  gender: 'male',
  role: 'H',
  isAdult: true,
  is16AndOlder: true,
};
export const anna: CustomerSummary = { ...jan, customerNumber: '10000002', firstName: 'Anna', role: 'P' };
export const sanne: CustomerSummary = {
  ...jan,
  customerNumber: '10000003',
  firstName: 'Sanne',
  role: 'M',
  isAdult: false,
  is16AndOlder: true,
};
export const tim: CustomerSummary = {
  ...jan,
  customerNumber: '10000004',
  firstName: 'Tim',
  role: 'M',
  isAdult: false,
  is16AndOlder: false,
};

export const customersHandler = (customers: CustomerSummary[] = [jan, anna, sanne, tim]) =>
  http.get('*/api/Customer/GetAllCustomersWithActivePolicy', () => HttpResponse.json(customers));

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

export const readableHandler = http.post(
  '*/api/Declaration/ValidateAttachmentsReadability',
  async ({ request }) => {
    const form = await request.formData();
    return HttpResponse.json(
      form.getAll('files').map((_, index) => ({ fileName: `file-${index}`, readabilityScore: 2 })),
    );
  },
);

/** POST Declaration: keeps each request's text fields and number of files. */
export function declarationHandler(options: { status?: number; message?: string } = {}) {
  const sent: [string, string][][] = [];
  const fileCounts: number[] = [];
  const handler = http.post('*/api/Declaration', async ({ request }) => {
    const form = await request.formData();
    fileCounts.push(form.getAll('files').filter((entry) => typeof entry !== 'string').length);
    sent.push([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
    if (options.status !== undefined) {
      return HttpResponse.json(
        { statusCode: options.status, error: 'Bad Request', message: options.message ?? 'Invalid' },
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
