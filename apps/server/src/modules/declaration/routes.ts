import { contract } from '@mijn/contract';
import type { FastifyInstance } from 'fastify';
import { isoDay } from '../../clock.ts';
import { registerEndpoint } from '../../http/route.ts';
import { declarationsPreview } from './service.ts';

export async function declarationRoutes(app: FastifyInstance) {
  const { db, clock } = app.ctx;
  registerEndpoint(app, contract.declaration.getDeclarationsPreview, ({ auth }) =>
    declarationsPreview(db, auth, isoDay(clock.now())),
  );
}
