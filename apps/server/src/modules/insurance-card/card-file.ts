import type { contract, EndpointRequest } from '@mijn/contract';
import { insurerToday } from '@mijn/domain';
import type { AppContext } from '../../app-context.ts';
import type { AccessAuth } from '../../auth/authenticate.ts';
import { renderInsuranceCard } from '../../core/documents/insurance-card-pdf.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';
import { brandedCards } from './digital-cards.ts';

/**
 * The card (and EHIC) of a customer the user may see who is insured today, as PDF; 404 otherwise.
 * Made fresh each time: it shows today's data and is cheap to draw.
 */
export async function downloadCard(
  ctx: Pick<AppContext, 'insurer' | 'db' | 'clock'>,
  auth: AccessAuth,
  query: EndpointRequest<typeof contract.insuranceCard.downloadInsuranceCard>['query'],
): Promise<{ data: Buffer; fileName: string }> {
  const now = ctx.clock.now();
  const customerNumber = query.customerNumber ?? auth.user.customerNumber;
  const found = (await brandedCards(ctx, auth, insurerToday(now))).find(
    ({ card }) => card.customerNumber === customerNumber,
  );
  if (!found) throw new HttpError(404, serverMessages.documentNotFound);
  const { card, brand } = found;
  const data = await renderInsuranceCard({ brand, card: card.insuranceCard, ehic: card.ehic }, now);
  return { data, fileName: `Zorgpas ${card.insuranceCard.name}.pdf` };
}
