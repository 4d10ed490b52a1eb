import { contract } from '@mijn/contract';
import type { FastifyInstance } from 'fastify';
import { fastifyPath, registerEndpoint } from '../../http/route.ts';
import { downloadDocument } from './document-file.ts';
import { downloadGenericDocument, getGenericDocumentList } from './generic-documents.ts';
import { getDocumentList, getUnreadDocumentCount } from './message-box.ts';
import { getLetter } from './read-letter.ts';

export async function documentRoutes(app: FastifyInstance) {
  registerEndpoint(app, contract.document.getUnreadDocumentCount, ({ auth, query }) =>
    getUnreadDocumentCount(app.ctx, auth, query),
  );
  registerEndpoint(app, contract.document.getDocumentList, ({ auth }) => getDocumentList(app.ctx, auth));

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
    getGenericDocumentList(app.ctx, auth, query.year),
  );

  registerEndpoint(app, contract.document.downloadDocument, ({ auth, params }) =>
    downloadDocument(app.ctx, auth, params.documentId),
  );
  registerEndpoint(app, contract.document.getLetter, ({ auth, params }) =>
    getLetter(app.ctx, auth, params.documentId),
  );
  registerEndpoint(app, contract.document.downloadGenericDocument, ({ auth, params }) =>
    downloadGenericDocument(app.ctx, auth, params.documentId),
  );
}
