import { contract } from '@mijn/contract';
import type { FastifyInstance } from 'fastify';
import { isoDay } from '../../clock.ts';
import { registerEndpoint } from '../../http/route.ts';
import { invoicesOf } from './service.ts';

export async function debitanRoutes(app: FastifyInstance) {
  const { db, clock } = app.ctx;
  registerEndpoint(app, contract.debitan.invoices, ({ auth }) => invoicesOf(db, auth, isoDay(clock.now())));
}
