import type { InsurerPort } from '@mijn/insurer';
import type { InsurerDeps } from '../deps.ts';
import { lookUpAddress } from './address-register.ts';

export function addressesPort(_deps: InsurerDeps): InsurerPort['addresses'] {
  return { lookup: async (input) => lookUpAddress(input) };
}
