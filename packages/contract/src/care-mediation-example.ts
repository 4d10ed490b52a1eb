import { addDays, type CareMediationKind } from '@mijn/domain';

/**
 * A complete care-mediation request of each kind with every conditional block answered yes, as the
 * screen would send it: the starting point the contract's and the server's tests change one field of.
 */
export function careMediationExample(
  kind: CareMediationKind,
  { customerNumber, today }: { customerNumber: string; today: string },
): Record<string, unknown> {
  const common = {
    CurrentSelectedCustomerNumber: customerNumber,
    AlreadyWithMediationService: false,
    PhoneNumber: '06 12345678',
    MaxTravelDistanceKm: 25,
  };
  const waiting = {
    OnWaitingList: true,
    WaitingList: { ProviderName: 'Ziekenhuis Oost', AppointmentDate: addDays(today, 120) },
  };
  const requests: Record<CareMediationKind, Record<string, unknown>> = {
    'general-practitioner': {
      ...common,
      UnhappyWithGeneralPractitioner: false,
      HasGeneralPractitioner: true,
      CurrentGeneralPractitioner: { Name: 'Huisartsenpraktijk De Linde', AgbCode: '01012345' },
    },
    'maternity-care': {
      ...common,
      DueDate: addDays(today, 200),
      HasMidwife: true,
      Midwife: { Name: 'Verloskundigen Utrecht', AgbCode: '02012345' },
    },
    'medical-specialist': {
      ...common,
      Specialism: 'Orthopedie',
      SecondOpinion: false,
      MriRequestedBySpecialist: false,
      SpecialistConsulted: true,
      Specialist: { Name: 'Dr. A. Bakker', BigNumber: '12345678901' },
      ...waiting,
    },
    'district-nursing': {
      ...common,
      CareNeeded: 'Wondverzorging na een operatie',
      StartDate: addDays(today, 7),
      HasIndication: true,
      Nurse: { Name: 'M. Jansen', BigNumber: '98765432101' },
      ...waiting,
    },
    'mental-health': {
      ...common,
      CareType: 'basic',
      HasReferral: true,
      Referrer: { Name: 'Huisartsenpraktijk De Linde', AgbCode: '01012345' },
      ...waiting,
    },
  };
  return requests[kind];
}
