import type { FastifyInstance } from 'fastify';
import { multipartPayload, type TestFile } from './multipart.ts';

export interface InlandClaim {
  customerNumber: string;
  treatmentDate: string;
  careType?: string;
  careProvider?: string;
  /** As typed in the form: euros with a decimal comma. */
  amount?: string;
}

/** The text fields of a claim for Dutch care (POST Declaration), as the web app sends them. */
export const inlandClaimFields = ({
  customerNumber,
  treatmentDate,
  careType = 'hospital',
  careProvider = 'UMC Utrecht',
  amount = '120,00',
}: InlandClaim) => ({
  CurrentSelectedCustomerNumber: customerNumber,
  IsTransportCosts: false,
  IsAbroad: false,
  IsTruthful: true,
  Inland: { CareType: careType, CareProvider: careProvider, TreatmentDate: treatmentDate, Amount: amount },
});

/** An address of a transport claim (From/To), in Utrecht's postal area. */
export const transportAddress = (city: string, isHome: boolean) => ({
  IsHome: isHome,
  Country: 'NL',
  PostalCode: '3521 AB',
  HouseNumber: 12,
  Street: 'Lindelaan',
  City: city,
});

/** Submits a claim through the API as the bearer of `token`; answers its declaration id. */
export async function submitClaim(
  app: FastifyInstance,
  token: string,
  fields: unknown,
  files: readonly TestFile[],
): Promise<string> {
  const { payload, headers } = multipartPayload(fields, files);
  const reply = await app.inject({
    method: 'POST',
    url: '/api/Declaration',
    payload,
    headers: { ...headers, authorization: `Bearer ${token}` },
  });
  if (reply.statusCode !== 200) throw new Error(reply.body);
  return reply.json().declarationId;
}
