import { lookupAddress } from '@mijn/contract';
import { validatePostalCode } from '@mijn/domain';
import { useQuery } from '@tanstack/react-query';
import { contractQuery } from '../query/index.ts';

/** The postal code and house number, once both are complete enough to look up; else null. */
export function lookupInput(postalCode: string, houseNumber: string) {
  const code = postalCode.replace(/\s/g, '').toUpperCase();
  const number = Number(houseNumber.trim());
  if (validatePostalCode(code) !== null || !Number.isInteger(number) || number < 1) return null;
  return { postalCode: code, houseNumber: number };
}

/** GET Address/Lookup: street and town of a postal code and house number (address null: not found). */
export function useAddressLookup(input: ReturnType<typeof lookupInput>) {
  return useQuery({
    ...contractQuery(
      lookupAddress,
      { query: input ?? { postalCode: '', houseNumber: 0 } },
      { enabled: input !== null, customErrorHandling: true },
    ),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
