import { contract } from '@mijn/contract';
import { insurerToday } from '@mijn/domain';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/route.ts';
import { countingVerdicts } from '../../metrics/counted-verdicts.ts';
import { checkReadability } from './check-readability.ts';
import { getDeclarationDetail } from './declaration-detail.ts';
import { getDeclarationsPreview } from './declarations-preview.ts';
import { createKeptDeclarationLists } from './kept-declaration-lists.ts';
import { readAllDeclarations } from './read-all.ts';
import { readBill } from './read-bill.ts';
import { submitClaim } from './submit-claim.ts';

export async function declarationRoutes(app: FastifyInstance) {
  const { clock } = app.ctx;
  const declarationsOfYear = await createKeptDeclarationLists(app.ctx);
  const uploadVerdicts = countingVerdicts(app.ctx.readability.uploads, app.ctx.metrics);
  registerEndpoint(app, contract.declaration.getDeclarationsPreview, ({ auth }) =>
    getDeclarationsPreview(app.ctx, auth),
  );
  registerEndpoint(app, contract.declaration.getDeclarations, ({ auth, query }) =>
    declarationsOfYear(auth, insurerToday(clock.now()), query),
  );
  registerEndpoint(app, contract.declaration.getDeclaration, ({ auth, query, language }) =>
    getDeclarationDetail(app.ctx, auth, query, language),
  );
  registerEndpoint(app, contract.declaration.readAll, ({ auth }) => readAllDeclarations(app.ctx, auth));
  // POST Declaration: a claim with its bills, stored in progress for the background job.
  registerEndpoint(app, contract.declaration.submitDeclaration, ({ auth, body, form, files }) =>
    submitClaim(app.ctx, auth, body, files, form),
  );
  // POST Declaration/ValidateAttachmentsReadability: scores the files and keeps none of them.
  registerEndpoint(
    app,
    contract.declaration.validateAttachmentsReadability,
    ({ files, signal, auth }) =>
      checkReadability(app.ctx.storage, uploadVerdicts, files, {
        signal,
        owner: auth.user.accountId,
      }),
    { retainFiles: false },
  );
  // POST Declaration/ReadBill: what the photo-first claim prefills; keeps none of the files.
  registerEndpoint(
    app,
    contract.declaration.readBill,
    ({ files, signal, auth }) =>
      readBill(app.ctx.storage, app.ctx.readability.uploads, files, { signal, owner: auth.user.accountId }),
    { retainFiles: false },
  );
}
