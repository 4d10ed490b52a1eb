import { contract } from '@mijn/contract';
import type { FastifyInstance } from 'fastify';
import { lookUpAddress } from '../../core/addresses/address-register.ts';
import { registerEndpoint } from '../../http/route.ts';

/** GET Address/Lookup: the street and town of a postal code and house number, or null (not found). */
export async function addressRoutes(app: FastifyInstance) {
  registerEndpoint(app, contract.address.lookup, async ({ query }) => ({
    address: lookUpAddress(query.postalCode, query.houseNumber),
  }));
}
