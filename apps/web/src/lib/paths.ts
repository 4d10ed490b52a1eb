/**
 * Every path of spec §2, built in one place so no screen hand-writes a URL.
 * Parameterised paths are functions; the route table in app/routes.tsx uses the same segments.
 */
const segment = (value: string | number | boolean): string => encodeURIComponent(String(value));

export const paths = {
  home: '/',
  homeAlias: '/home',
  memberOffers: '/leden-aanbiedingen',
  logout: '/uitloggen',
  policyOverview: '/polisoverzicht',
  invoices: '/rekeningen-en-betalingen',
  paymentArrangement: '/betalingsregeling',
  editPolicy: '/polis-wijzigen',
  requestPolicyForYear: (
    selectedYear: number,
    contractCode: string,
    agreementId: string,
    shouldResetSelection: boolean,
  ): string =>
    `/polis-aanvragen/${segment(selectedYear)}/${segment(contractCode)}/${segment(agreementId)}/${segment(shouldResetSelection)}`,
  editPolicyForYear: (
    selectedYear: number,
    contractCode: string,
    agreementId: string,
    shouldResetSelection: boolean,
  ): string =>
    `/polis-wijzigen/${segment(selectedYear)}/${segment(contractCode)}/${segment(agreementId)}/${segment(shouldResetSelection)}`,
  messages: '/berichtenbox',
  messagesCluster: (cluster: string): string => `/berichtenbox/${segment(cluster)}`,
  addInsuredPerson: '/verzekerde-bijschrijven',
  insuranceCard: '/zorgpas-ehic',
  compensationDocuments: '/vergoedingsdocumenten',
  editPersonalDetails: '/persoonlijke-gegevens-wijzigen',
  personalDetails: '/persoonlijke-gegevens',
  paymentDetails: '/betaal-en-rekeninggegevens',
  editPaymentDetails: (agreementId: string): string => `/betaalgegevens-wijzigen/${segment(agreementId)}`,
  contactForm: '/contactformulier',
  declarations: '/mijn-zorgkosten',
  seatedPatientTransport: '/aanvraag-zittend-ziekenvervoer',
  submitDeclaration: '/indienen-zorgkosten',
  contact: '/contact-opnemen',
  settings: '/instellingen',
  editLoginSettings: '/wijzig-instellingen',
  editContactDetails: '/contactgegevens-wijzigen',
  medicalSelection: (selectedYear: number, contractCode: string, agreementId: string): string =>
    `/medische-selectie/${segment(selectedYear)}/${segment(contractCode)}/${segment(agreementId)}`,
  insuranceRight: '/verzekeringsrecht',
  careMediation: '/zorgbemiddeling-aanvragen',
  treatmentAbroad: '/behandeling-buitenland-aanvragen',

  login: '/inloggen',
  verification: '/verificatie',
  register: '/registreren',
  activate: '/activeren',
  idinActivate: '/idin-activeren',
  idinAuthenticationCallback: '/callback/iDin-authenticatie',
  idinRegisterCallback: '/callback/iDin-register',
  idinAbortCallback: '/callback/iDin-abort',
  idinErrorCallback: '/callback/iDin-error',
  idinCallback: '/callback/iDin',
  forgotPassword: '/wachtwoord/vergeten',
  resetPassword: '/wachtwoord/resetten',

  splash: '/splash',
} as const;

export type StaticPath = Extract<(typeof paths)[keyof typeof paths], string>;

/** The paths of spec §2's public layout; `?label=` is honoured on these. */
export const publicPaths: readonly string[] = [
  paths.login,
  paths.verification,
  paths.register,
  paths.activate,
  paths.idinActivate,
  paths.idinAuthenticationCallback,
  paths.idinRegisterCallback,
  paths.idinAbortCallback,
  paths.idinErrorCallback,
  paths.idinCallback,
  paths.forgotPassword,
  paths.resetPassword,
];

export function isPublicPath(pathname: string): boolean {
  const normalised = pathname.replace(/\/+$/, '') || '/';
  return publicPaths.some((path) => path.toLowerCase() === normalised.toLowerCase());
}
