import type { CustomerSummary } from '@mijn/contract';
import { HttpResponse, http } from 'msw';

/** The de Vries family as the customer endpoints list them: Jan H, Anna P, Sanne 17, Tim 9. */
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

export const anna: CustomerSummary = {
  ...jan,
  customerNumber: '10000002',
  firstName: 'Anna',
  birthDate: '1982-01-20',
  gender: 'female',
  role: 'P',
};

export const sanne: CustomerSummary = {
  ...jan,
  customerNumber: '10000003',
  firstName: 'Sanne',
  birthDate: '2009-04-02',
  role: 'M',
  isAdult: false,
  is16AndOlder: true,
};

export const tim: CustomerSummary = {
  ...jan,
  customerNumber: '10000004',
  firstName: 'Tim',
  birthDate: '2017-06-01',
  role: 'M',
  isAdult: false,
  is16AndOlder: false,
};

export const customersHandler = (customers: CustomerSummary[] = [jan, anna, sanne, tim]) =>
  http.get('*/api/Customer/GetAllCustomersWithActivePolicy', () => HttpResponse.json(customers));

/** Declaration/ValidateAttachmentsReadability: every file readable (score 2). */
export const readableHandler = http.post(
  '*/api/Declaration/ValidateAttachmentsReadability',
  async ({ request }) => {
    const form = await request.formData();
    return HttpResponse.json(
      form.getAll('files').map((_, index) => ({ fileName: `file-${index}`, readabilityScore: 2 })),
    );
  },
);
