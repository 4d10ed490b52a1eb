import type { TreatmentAbroadKind } from '@mijn/domain';
import { addDays } from '@mijn/domain';

/** A provider abroad as the forms send one. */
export const clinicInSpain = {
  InstanceName: 'Centro de Diálisis Costa del Sol',
  Address: {
    Street: 'Calle Mayor',
    HouseNumber: '12B',
    PostalCode: '29600',
    City: 'Marbella',
    CountryCode: 'ES',
  },
  PhoneNumber: '+34952123456',
  Email: 'info@dialisis-costa.es',
};

export const referringDoctor = {
  PractitionerName: 'Dr. P. Bakker',
  BigNumber: '19012345678',
  AgbCode: '01012345',
  PhoneNumber: '+31201234567',
};

/**
 * A complete, valid request of each kind for `customerNumber`, its care a week after `today`; no
 * documents are promised, so no file is needed.
 */
export function treatmentAbroadRequest(
  kind: TreatmentAbroadKind,
  customerNumber: string,
  today: string,
): Record<string, unknown> {
  const period = { StartDate: addDays(today, 7), EndDate: addDays(today, 21) };
  const planned = {
    CurrentSelectedCustomerNumber: customerNumber,
    ...period,
    InstanceAbroad: { ...clinicInSpain, InstanceName: 'Clínica Costa', PractitionerName: 'Dr. García' },
    HasReferral: false,
    PriceMentioned: false,
  };
  switch (kind) {
    case 'kidney-dialysis':
      return {
        CurrentSelectedCustomerNumber: customerNumber,
        InstanceAbroad: clinicInSpain,
        ...period,
        NeedsTransport: false,
        NumberOfDialysis: 3,
        Approval: true,
        PriceMentioned: false,
      };
    case 'medical-treatment':
      return { ...planned, Treatment: 'Knieoperatie' };
    case 'fertility-treatment':
      return { ...planned, TreatmentType: 'iui', AttemptNumber: 1 };
    case 'nursing-and-care':
      return {
        CurrentSelectedCustomerNumber: customerNumber,
        Indication: true,
        CareType: 1,
        NursingTime: { Hours: 4, Minutes: 30 },
        ...period,
        DutchNurseKnown: false,
        InstanceAbroad: clinicInSpain,
      };
    case 'mental-health':
      return {
        CurrentSelectedCustomerNumber: customerNumber,
        Reference: false,
        TreatmentPlan: false,
        Offer: false,
        DoctorAbroad: {
          PractitionerName: referringDoctor.PractitionerName,
          Profession: 'Huisarts',
          Address: {
            Street: 'Heidelberglaan',
            HouseNumber: 100,
            PostalCode: '3584 CX',
            City: 'Utrecht',
            CountryCode: 'NL',
          },
          PhoneNumber: referringDoctor.PhoneNumber,
        },
        InstanceAbroad: { ...clinicInSpain, InstanceName: 'Clínica Serena', PractitionerName: 'Dr. Ruiz' },
        Necessary: 'Ik verblijf een half jaar in Spanje en wil de behandeling daar voortzetten.',
      };
  }
}
