import type { DigitalInsuranceCardInformation } from '@mijn/contract';
import { insurerToday } from '@mijn/domain';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { viewerOf } from '../../auth/viewer.ts';
import { brandOf, type DocumentBrand } from '../../core/documents/brand.ts';
import { inCardOrder, toDigitalCard } from './insurance-card-wire.ts';

/**
 * The card of each person the user may see who is insured on the day, with the brand of its label:
 * the facts are the insurer's, the label (UZOVI code, brand) the portal's.
 */
export async function brandedCards(
  { insurer, db }: Pick<AppContext, 'insurer' | 'db'>,
  auth: AccessAuth,
  onDay: string,
): Promise<{ card: DigitalInsuranceCardInformation; brand: DocumentBrand }[]> {
  const facts = await insurer.insuranceCards.ofHousehold({ viewer: viewerOf(auth), onDay });
  const brands = new Map<string, Promise<DocumentBrand>>();
  const brandFor = (code: string) => {
    const brand = brands.get(code) ?? brandOf(db, { code });
    brands.set(code, brand);
    return brand;
  };
  return Promise.all(
    inCardOrder(facts, auth.user.customerNumber).map(async (card) => {
      const brand = await brandFor(card.labelCode);
      return { card: toDigitalCard(card, brand), brand };
    }),
  );
}

/** The digital cards of the household today; the web keeps the answer for when the portal is away. */
export async function getDigitalCards(
  ctx: Pick<AppContext, 'insurer' | 'db' | 'clock'>,
  auth: AccessAuth,
): Promise<DigitalInsuranceCardInformation[]> {
  const cards = await brandedCards(ctx, auth, insurerToday(ctx.clock.now()));
  return cards.map(({ card }) => card);
}
