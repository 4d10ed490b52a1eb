import { contract } from '@mijn/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/route.ts';
import { lookUpAddress } from './look-up-address.ts';

export async function addressRoutes(app: FastifyInstance) {
  registerEndpoint(app, contract.address.lookup, ({ query }) => lookUpAddress(app.ctx, query));
}
