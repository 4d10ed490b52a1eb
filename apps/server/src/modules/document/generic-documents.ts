import type { GenericDocument } from '@mijn/contract';
import { insurerToday } from '@mijn/domain';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { viewerOf } from '../../auth/viewer.ts';
import { brandOf } from '../../core/documents/brand.ts';
import { renderPolicyConditions } from '../../core/documents/policy-conditions-pdf.ts';
import type { BinaryFile } from '../../http/binary-reply.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';
import { toGenericDocument } from './document-wire.ts';

/**
 * Reimbursement documents of a year (spec §7 GetGenericDocumentList): the policy conditions and the
 * cover overview of every product on a policy the user may see that year.
 */
export async function getGenericDocumentList(
  { insurer, clock }: Pick<AppContext, 'insurer' | 'clock'>,
  auth: AccessAuth,
  year: number,
): Promise<GenericDocument[]> {
  const documents = await insurer.documents.genericOfYear({
    viewer: viewerOf(auth),
    onDay: insurerToday(clock.now()),
    year,
  });
  return documents.map(toGenericDocument);
}

const GENERIC_ID = /^(policyConditions|coverOverview)\.([a-z0-9]+)\.([A-Za-z0-9_-]+)\.(\d{4})$/;

/** The PDF of a reimbursement document of the user's; 404 when the id is not one of theirs. */
export async function downloadGenericDocument(
  ctx: Pick<AppContext, 'db' | 'insurer' | 'clock' | 'storage'>,
  auth: AccessAuth,
  documentId: string,
): Promise<BinaryFile> {
  const match = GENERIC_ID.exec(documentId);
  const year = Number(match?.[4]);
  const document = match
    ? (await getGenericDocumentList(ctx, auth, year)).find((candidate) => candidate.documentID === documentId)
    : undefined;
  if (!document) throw new HttpError(404, serverMessages.documentNotFound);
  const key = `generic/${documentId.replaceAll('.', '_')}.pdf`;
  const stored = await ctx.storage.get(key);
  if (stored) return { data: stored, fileName: document.documentName };
  const pdf = await renderPolicyConditions(
    {
      brand: await brandOf(ctx.db, { code: document.label }),
      title: document.name,
      kind: document.docType,
      product: { code: document.productCode, name: document.productName, type: document.productType },
      year,
    },
    new Date(`${year}-01-01T08:00:00Z`),
  );
  await ctx.storage.put(key, pdf);
  return { data: pdf, fileName: document.documentName };
}
