import { contract } from '@mijn/contract';
import type { FastifyInstance } from 'fastify';
import { isoDay } from '../../clock.ts';
import { registerEndpoint } from '../../http/route.ts';
import { unreadDocumentCount } from './service.ts';

export async function documentRoutes(app: FastifyInstance) {
  const { db, clock } = app.ctx;
  registerEndpoint(app, contract.document.getUnreadDocumentCount, ({ auth, query }) =>
    unreadDocumentCount(db, auth, isoDay(clock.now()), query.dateOnly),
  );
}
