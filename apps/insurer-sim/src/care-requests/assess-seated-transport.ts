import { treatmentPurposes } from '@mijn/domain';
import type { SeatedTransportSituation } from '@mijn/insurer';

export type Assessment = { status: 'approved' | 'rejected'; reason: string };

/** Visual acuity below this in the better eye is low vision (WHO); with it one cannot travel alone. */
const LOW_VISION_ACUITY = 0.3;
/** The hardship clause covers long treatments: at least 8 weeks (2 months) ... */
const HARDSHIP_MIN_WEEKS = 8;
/** ... with transport at least weekly. */
const HARDSHIP_MIN_TRIPS_PER_MONTH = 4;

/**
 * The insurer's assessment of a seated patient transport request (decision 0012): wheelchair users
 * and the visually impaired with a field of vision under 20 degrees or low vision are approved;
 * transport to dialysis, chemo- or radiotherapy (the purpose asked first) and the hardship clause
 * for a long and frequent treatment are approved; everything
 * else is rejected with the reason, since the basic insurance covers seated transport only for these.
 */
export function assessSeatedTransport(situation: SeatedTransportSituation): Assessment {
  switch (situation.type) {
    case 'wheelchair':
      return {
        status: 'approved',
        reason: 'U bent voor uw vervoer afhankelijk van een rolstoel.',
      };
    case 'visually-impaired': {
      const betterEye = Math.max(situation.leftEyeAcuity, situation.rightEyeAcuity);
      if (situation.fieldUnder20Degrees || betterEye < LOW_VISION_ACUITY) {
        return {
          status: 'approved',
          reason: 'Uw gezichtsvermogen is zo beperkt dat u zich niet zonder begeleiding kunt verplaatsen.',
        };
      }
      return {
        status: 'rejected',
        reason: `Uw gezichtsveld is niet kleiner dan 20 graden en uw gezichtsscherpte is niet lager dan ${LOW_VISION_ACUITY}.`,
      };
    }
    case 'hardship-clause': {
      const longAndFrequent = situation.treatments.some(({ duration, transports }) => {
        const weeks = duration.per === 'month' ? duration.amount * 4 : duration.amount;
        const tripsPerMonth = transports.per === 'month' ? transports.amount : transports.amount * 4;
        return weeks >= HARDSHIP_MIN_WEEKS && tripsPerMonth >= HARDSHIP_MIN_TRIPS_PER_MONTH;
      });
      if (longAndFrequent) {
        return {
          status: 'approved',
          reason:
            'U hebt langdurig en minstens wekelijks vervoer nodig naar uw behandeling (hardheidsclausule).',
        };
      }
      return {
        status: 'rejected',
        reason:
          'De hardheidsclausule geldt alleen als u minstens 2 maanden lang minstens één keer per week naar uw behandeling moet.',
      };
    }
    case 'all-other':
      // Transport to kidney dialysis, chemotherapy or radiotherapy is a legal entitlement.
      if (situation.purpose !== undefined && treatmentPurposes.includes(situation.purpose)) {
        return {
          status: 'approved',
          reason:
            situation.purpose === 'kidney-dialysis'
              ? 'Vervoer naar nierdialyse valt onder de basisverzekering.'
              : 'Vervoer naar chemotherapie of radiotherapie valt onder de basisverzekering.',
        };
      }
      break;
  }
  return {
    status: 'rejected',
    reason:
      'Zittend ziekenvervoer wordt alleen vergoed bij nierdialyse, oncologische behandeling, een visuele beperking, rolstoelafhankelijkheid of via de hardheidsclausule.',
  };
}
