import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { labels } from '../../db/schema.ts';

/** What a generated document needs of a label to carry its branding. */
export interface DocumentBrand {
  code: string;
  brandName: string;
  /** The brand as the portal's name says it: "Mijn Zorgzaam". */
  shortName: string;
  uzoviCode: string;
  colors: { primary: string; primaryDark: string; accent: string };
  phoneNumber: string;
  email: string;
  websiteUrl: string;
}

/** The branding of a label for the documents it sends; by label code or UZOVI code. */
export async function brandOf(db: Db, by: { code: string } | { uzoviCode: string }): Promise<DocumentBrand> {
  const [label] = await db
    .select()
    .from(labels)
    .where('code' in by ? eq(labels.code, by.code) : eq(labels.uzoviCode, by.uzoviCode))
    .limit(1);
  if (!label) throw new Error(`Unknown label ${JSON.stringify(by)}`);
  return label;
}
