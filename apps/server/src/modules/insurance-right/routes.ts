import { contract } from '@mijn/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/route.ts';
import { insuranceRightState } from './service.ts';

export async function insuranceRightRoutes(app: FastifyInstance) {
  registerEndpoint(app, contract.insuranceRight.get, ({ auth }) =>
    insuranceRightState(app.ctx.db, auth.claims.customerNumber),
  );
}
