import type { MemberOffer, MemberOfferTipBody } from '@mijn/contract';
import { and, asc, eq, gte, isNull, lte, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { AccessAuth } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import { memberOffers, memberOfferTips } from '../../db/schema.ts';

type MemberOfferType = 'all' | MemberOffer['category'];

/** The label's offers valid today, all or of one category, in the label's order. */
export async function offersOf(
  db: Db,
  label: string,
  type: MemberOfferType,
  today: string,
): Promise<MemberOffer[]> {
  const rows = await db
    .select()
    .from(memberOffers)
    .where(
      and(
        eq(memberOffers.labelCode, label),
        lte(memberOffers.validFrom, today),
        or(isNull(memberOffers.validUntil), gte(memberOffers.validUntil, today)),
        type === 'all' ? undefined : eq(memberOffers.category, type),
      ),
    )
    .orderBy(asc(memberOffers.sortOrder));
  return rows.map((row) => ({
    id: row.id,
    order: row.sortOrder,
    category: row.category,
    partner: row.partner,
    title: { nl: row.titleNl, en: row.titleEn },
    description: { nl: row.descriptionNl, en: row.descriptionEn },
    discountCode: row.discountCode,
    url: row.url,
    validUntil: row.validUntil,
  }));
}

export async function storeTip(
  db: Db,
  auth: AccessAuth,
  tip: z.output<typeof MemberOfferTipBody>,
): Promise<{ tipId: string }> {
  const [row] = await db
    .insert(memberOfferTips)
    .values({
      customerNumber: auth.user.customerNumber,
      labelCode: auth.user.collectivityLabel,
      companyName: tip.companyName,
      website: tip.website ?? null,
      suggestion: tip.suggestion,
      mayContact: tip.mayContact,
    })
    .returning({ tipId: memberOfferTips.id });
  if (!row) throw new Error('tip was not stored');
  return row;
}
