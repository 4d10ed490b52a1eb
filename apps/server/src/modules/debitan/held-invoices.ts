import type { InvoicesReply } from '@mijn/contract';
import { isRefusal } from '@mijn/insurer';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { viewerOf } from '../../auth/viewer.ts';
import { brandOf, type DocumentBrand } from '../../core/documents/brand.ts';
import type { ReaderLanguage } from '../../http/reader-language.ts';
import { toInvoicesReply } from './invoices-wire.ts';

type Ctx = Pick<AppContext, 'insurer' | 'db'>;

/** The brand of each label named, read once: the invoices are the insurer's, the labels the portal's. */
async function brandsOf(db: AppContext['db'], labelCodes: readonly string[]) {
  const codes = [...new Set(labelCodes)];
  const brands = await Promise.all(codes.map((code) => brandOf(db, { code })));
  return new Map(codes.map((code, index) => [code, brands[index]!] as const));
}

/** The invoices of the agreements the user holds, kept by spec §9, as the reply shows them. */
export async function invoicesReplyOf(
  { insurer, db }: Ctx,
  auth: AccessAuth,
  onDay: string,
  language: ReaderLanguage,
): Promise<InvoicesReply> {
  const held = await insurer.invoices.ofPolicyholder({ viewer: viewerOf(auth), onDay });
  const brands = await brandsOf(
    db,
    held.invoices.map((invoice) => invoice.labelCode),
  );
  return toInvoicesReply(held, (code) => brands.get(code)!, language);
}

/** One invoice the user may see with its addressee and brand, or null: unknown, past the years kept, or someone else's. */
export async function heldInvoice(
  { insurer, db }: Ctx,
  auth: AccessAuth,
  invoiceNumber: string,
  onDay: string,
) {
  const one = await insurer.invoices.one({ viewer: viewerOf(auth), invoiceNumber, onDay });
  if (isRefusal(one)) return null;
  const brand: DocumentBrand = await brandOf(db, { code: one.invoice.labelCode });
  return { ...one, brand };
}
