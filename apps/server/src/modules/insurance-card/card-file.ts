import type { AccessAuth } from '../../auth/authenticate.ts';
import { brandOf } from '../../core/documents/brand.ts';
import { renderInsuranceCard } from '../../core/documents/insurance-card-pdf.ts';
import type { Db } from '../../db/client.ts';
import { digitalCards } from './service.ts';

/**
 * The card (and EHIC) of a customer the user may see who is insured today, as PDF; null otherwise.
 * Made fresh each time: it shows today's data and is cheap to draw.
 */
export async function cardPdf(
  db: Db,
  auth: AccessAuth,
  today: string,
  customerNumber: string,
  createdOn: Date,
): Promise<{ data: Buffer; fileName: string } | null> {
  const card = (await digitalCards(db, auth, today)).find((c) => c.customerNumber === customerNumber);
  if (!card) return null;
  const data = await renderInsuranceCard(
    {
      brand: await brandOf(db, { uzoviCode: card.uzoviCode }),
      card: card.insuranceCard,
      ehic: card.ehic,
    },
    createdOn,
  );
  return { data, fileName: `Zorgpas ${card.insuranceCard.name}.pdf` };
}
