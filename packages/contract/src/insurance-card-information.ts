import { z } from 'zod/mini';

/** The European health insurance card on the back of the card (fields 3-9 of the EU model). */
export const Ehic = z.object({
  lastName: z.string(),
  givenNames: z.string(),
  birthDate: z.iso.date(),
  personalIdentificationNumber: z.string().check(z.describe('BSN')),
  institutionIdentification: z.string().check(z.describe('UZOVI code and insurer name')),
  cardIdentificationNumber: z.string(),
  expiryDate: z.iso.date(),
});
export type Ehic = z.infer<typeof Ehic>;

/** Card labels: name, date of birth, policy number, uzovi code (spec §3). */
export const InsuranceCardFace = z.object({
  name: z.string(),
  birthDate: z.iso.date(),
  policyNumber: z.string(),
  uzoviCode: z.string(),
});

export const DigitalInsuranceCardInformation = z.object({
  customerNumber: z.string(),
  uzoviCode: z.string(),
  uzoviDescription: z.string(),
  hasEHIC: z.boolean(),
  ehic: z.nullable(Ehic),
  insuranceCard: InsuranceCardFace,
});
export type DigitalInsuranceCardInformation = z.infer<typeof DigitalInsuranceCardInformation>;
