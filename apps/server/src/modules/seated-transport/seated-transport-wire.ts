import type { SeatedPatientTransportFields } from '@mijn/contract';
import { periodUnits } from '@mijn/domain';
import type { InsurerPort, SeatedTransportSituation } from '@mijn/insurer';
import type { z } from 'zod';
import { storedFileRow, type UploadedFile } from '../../http/multipart-route.ts';

type SubmitSeatedTransport = InsurerPort['careRequests']['submitSeatedTransport'];
export type SeatedTransportRequest = z.output<typeof SeatedPatientTransportFields>;

const perPeriod = ({ Amount, Unit }: { Amount: number; Unit: number }) => ({
  amount: Amount,
  per: Unit === periodUnits.month ? ('month' as const) : ('week' as const),
});

/** A visual acuity as the form writes it, with a decimal comma or point: "0,2". */
const acuity = (value: string) => Number(value.replace(',', '.'));

/** What the insurer's assessment reads of the situation's block (the contract sends the one asked). */
function situationOf(request: SeatedTransportRequest): SeatedTransportSituation {
  switch (request.SituationType) {
    case 'wheelchair':
      return { type: 'wheelchair' };
    case 'visually-impaired': {
      const eyes = request.VisuallyImpaired;
      if (!eyes) throw new Error('The contract sends the VisuallyImpaired block with its situation');
      return {
        type: 'visually-impaired',
        fieldUnder20Degrees: eyes.SmallerAs20Degrees,
        leftEyeAcuity: acuity(eyes.LeftEye),
        rightEyeAcuity: acuity(eyes.RightEye),
      };
    }
    case 'hardship-clause':
      return {
        type: 'hardship-clause',
        treatments: (request.Hardship?.CareInstances ?? []).map((instance) => ({
          duration: perPeriod(instance.Duration),
          transports: perPeriod(instance.AmountTransportNeeded),
        })),
      };
    case 'all-other':
      return { type: 'all-other', ...(request.Purpose === undefined ? {} : { purpose: request.Purpose }) };
  }
}

/** A validated request as the insurer takes it in: its situation, period, travel, answers and files. */
export function seatedTransportToPort(
  parties: { requestId: string; customerNumber: string; requestedBy: string; receivedAt: string },
  request: SeatedTransportRequest,
  files: readonly UploadedFile[],
): Parameters<SubmitSeatedTransport>[0] {
  const { CurrentSelectedCustomerNumber: _customer, ...answers } = request;
  return {
    ...parties,
    requestType: request.RequestType,
    situation: situationOf(request),
    ...(request.TravelMode === undefined ? {} : { travelMode: request.TravelMode }),
    startDate: request.StartDate,
    endDate: request.EndDate,
    answers,
    attachments: files.map(storedFileRow),
  };
}
