import { contract } from '@mijn/contract';
import { insurerToday } from '@mijn/domain';
import type { FastifyInstance } from 'fastify';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { brandOf } from '../../core/documents/brand.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';
import { fastifyPath, registerEndpoint } from '../../http/route.ts';
import { accountLanguage } from '../../messaging/account-language.ts';
import { documentPdf } from './document-file.ts';
import { genericDocumentList, genericDocumentPdf } from './generic-documents.ts';
import { toLetter } from './letter.ts';
import { documentList, findVisibleDocument, markRead } from './message-box.ts';
import { unreadDocumentCount } from './service.ts';

export async function documentRoutes(app: FastifyInstance) {
  const { db, clock, storage } = app.ctx;
  const today = () => insurerToday(clock.now());
  /**
   * Letters are written in the account's language (its last login or language switch, decision
   * 0087), as its SMS and e-mails are: not in the browser's, which a download sends by itself.
   */
  const readerOf = (auth: AccessAuth) => accountLanguage(db, { accountId: auth.user.accountId });

  registerEndpoint(app, contract.document.getUnreadDocumentCount, ({ auth, query }) =>
    unreadDocumentCount(db, auth, today(), query.dateOnly),
  );
  registerEndpoint(app, contract.document.getDocumentList, async ({ auth }) =>
    documentList(db, auth, today(), await readerOf(auth)),
  );

  // Spec §7: "204 means none" for the reimbursement documents of a year. Hooks of this plugin see
  // only its own routes.
  const genericListUrl = fastifyPath(contract.document.getGenericDocumentList);
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.routeOptions.url === genericListUrl && reply.statusCode === 200 && payload === '[]') {
      reply.code(204);
      return '';
    }
    return payload;
  });
  registerEndpoint(app, contract.document.getGenericDocumentList, ({ auth, query }) =>
    genericDocumentList(db, auth, today(), query.year),
  );

  const visibleDocument = async (auth: AccessAuth, documentId: string) => {
    const found = await findVisibleDocument(db, auth, today(), documentId);
    if (!found) throw new HttpError(404, serverMessages.documentNotFound);
    await markRead(db, found.document.documentId, clock.now());
    return found;
  };
  registerEndpoint(app, contract.document.downloadDocument, async ({ auth, params }) => {
    const found = await visibleDocument(auth, params.documentId);
    const file = await documentPdf(db, storage, found.document, found.customer, await readerOf(auth));
    return { data: file.data, fileName: `${file.title}.pdf` };
  });
  registerEndpoint(app, contract.document.getLetter, async ({ auth, params }) => {
    const found = await visibleDocument(auth, params.documentId);
    const brand = await brandOf(db, { code: found.document.labelCode });
    return toLetter(found.document, found.customer, brand, await readerOf(auth));
  });
  registerEndpoint(app, contract.document.downloadGenericDocument, async ({ auth, params }) => {
    const file = await genericDocumentPdf(db, storage, auth, today(), params.documentId);
    if (!file) throw new HttpError(404, serverMessages.documentNotFound);
    return file;
  });
}
