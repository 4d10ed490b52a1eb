import { contract } from '@mijn/contract';
import { insurerToday } from '@mijn/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/route.ts';
import { declarationDetail } from './declaration-detail.ts';
import { declarationsOfYear } from './declarations-list.ts';
import { readAllDeclarations } from './read-all.ts';
import { declarationsPreview } from './service.ts';

export async function declarationRoutes(app: FastifyInstance) {
  const { db, clock } = app.ctx;
  registerEndpoint(app, contract.declaration.getDeclarationsPreview, ({ auth }) =>
    declarationsPreview(db, auth, insurerToday(clock.now())),
  );
  registerEndpoint(app, contract.declaration.getDeclarations, ({ auth, query }) =>
    declarationsOfYear(db, auth, insurerToday(clock.now()), query),
  );
  registerEndpoint(app, contract.declaration.getDeclaration, ({ auth, query }) =>
    declarationDetail(db, auth, insurerToday(clock.now()), query),
  );
  registerEndpoint(app, contract.declaration.readAll, ({ auth }) =>
    readAllDeclarations(db, auth, insurerToday(clock.now())),
  );
}
