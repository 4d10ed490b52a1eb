import { contract } from '@mijn/contract';
import { insurerToday } from '@mijn/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/route.ts';
import { invoicesOf } from './service.ts';

export async function debitanRoutes(app: FastifyInstance) {
  const { db, clock } = app.ctx;
  registerEndpoint(app, contract.debitan.invoices, ({ auth }) =>
    invoicesOf(db, auth, insurerToday(clock.now())),
  );
}
