import { type AnyRoute, createRootRoute, createRoute, type RouteComponent } from '@tanstack/react-router';
import { LoginScreen } from '../features/auth/login-screen.tsx';
import { hasDeviceCards } from '../features/insurance-card/offline-cards.ts';
import { paths } from '../lib/paths.ts';
import { AuthenticatedLayoutRoute, PublicLayoutRoute } from './layouts/layout-routes.tsx';
import { lazyScreen } from './lazy-screen.ts';
import { NotFoundPage } from './not-found-page.tsx';
import { rememberLabelFromPublicPage } from './public-label.ts';
import { RootComponent } from './root-component.tsx';
import { guardRoute, type RouteRequirement, type WithoutSession } from './route-guard.ts';
import {
  IdinCallbackSearch,
  IdinSessionSearch,
  LabelSearch,
  LoginSearch,
  medicalSelectionParams,
  PassThroughSearch,
  policyYearParams,
} from './route-params.ts';
import { SplashPage } from './splash-page.tsx';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Key in the `routes` namespace: the page title. */
    titleKey?: string;
    requires?: RouteRequirement;
  }
}

type Screen = RouteComponent;

/**
 * The installed app starts at home: without a network and a session, login cannot help, so the
 * card stored on the device opens instead (decision 0029).
 */
const storedCardWhenOffline: WithoutSession = () =>
  !navigator.onLine && hasDeviceCards() ? { goTo: paths.insuranceCard } : null;

const home: Screen = lazyScreen(() => import('./home-page.tsx'), 'HomePage');
const memberOffers: Screen = lazyScreen(
  () => import('../features/member-offers/member-offers-screen.tsx'),
  'MemberOffersScreen',
);
const logout: Screen = lazyScreen(() => import('../features/auth/logout-screen.tsx'), 'LogoutScreen');
/** Not lazy: the login page is the first screen of most visits and comes with the entry (decision 0066). */
const login: Screen = LoginScreen;
const verification: Screen = lazyScreen(
  () => import('../features/auth/verification-screen.tsx'),
  'VerificationScreen',
);

/** Parses path parameters (spec §2: selectedYear a number, shouldResetSelection a boolean). */
interface ParamsCodec {
  parse(raw: Record<string, string>): object;
  stringify(params: never): Record<string, string>;
}

export interface AuthenticatedRouteDefinition {
  /** Route id and title key (`routes:<name>`). */
  name: string;
  /** Path pattern as in spec §2, `$name` for a parameter. */
  path: string;
  requires: RouteRequirement;
  /** An extra condition of spec §2 that the screen itself checks once its data is loaded. */
  note?: string;
  params?: ParamsCodec;
  passesQueryOn?: true;
  /** Without a session: open anyway or go elsewhere (decision 0029); null sends to login. */
  withoutSession?: WithoutSession;
  screen: Screen;
}

export interface PublicRouteDefinition {
  name: string;
  path: string;
  search?: typeof LoginSearch | typeof IdinSessionSearch | typeof IdinCallbackSearch;
  screen: Screen;
}

const policyYear = '$selectedYear/$contractCode/$agreementId/$shouldResetSelection';

/** Spec §2, authenticated layout: login required, plus the permission flag in `requires`. */
export const authenticatedRoutes: readonly AuthenticatedRouteDefinition[] = [
  { name: 'home', path: paths.home, requires: 'login', withoutSession: storedCardWhenOffline, screen: home },
  { name: 'home-alias', path: paths.homeAlias, requires: 'login', screen: home },
  { name: 'member-offers', path: paths.memberOffers, requires: 'mayReadMemberOffer', screen: memberOffers },
  { name: 'logout', path: paths.logout, requires: 'login', screen: logout },
  {
    name: 'policy-overview',
    path: paths.policyOverview,
    requires: 'mayReadInsurance',
    // ?jaar=<year>: the year whose tab opens (next year's from the home tile of the switching season).
    passesQueryOn: true,
    screen: lazyScreen(() => import('../features/policy/policy-overview-screen.tsx'), 'PolicyOverviewScreen'),
  },
  {
    name: 'invoices',
    path: paths.invoices,
    requires: 'mayReadInvoice',
    screen: lazyScreen(() => import('../features/invoices/invoices-screen.tsx'), 'InvoicesScreen'),
  },
  {
    name: 'payment-arrangement',
    path: paths.paymentArrangement,
    requires: 'mayCreatePaymentArrangement',
    screen: lazyScreen(
      () => import('../features/payment-arrangement/payment-arrangement-screen.tsx'),
      'PaymentArrangementScreen',
    ),
  },
  {
    name: 'edit-policy',
    path: paths.editPolicy,
    // Anyone insured may ask: a partner or co-insured is told who can change the policy (spec §4).
    requires: 'mayReadInsurance',
    screen: lazyScreen(() => import('../features/edit-policy/edit-policy-screen.tsx'), 'EditPolicyScreen'),
  },
  {
    name: 'request-policy-for-year',
    path: `/polis-aanvragen/${policyYear}`,
    requires: 'mayUpdateInsurance',
    params: policyYearParams,
    // The same cards as a change (decision 0050): the screen titles itself by AgreementMutable's mode.
    screen: lazyScreen(
      () => import('../features/edit-policy/edit-policy-year-screen.tsx'),
      'EditPolicyYearScreen',
    ),
  },
  {
    name: 'edit-policy-for-year',
    path: `/polis-wijzigen/${policyYear}`,
    requires: 'mayUpdateInsurance',
    params: policyYearParams,
    screen: lazyScreen(
      () => import('../features/edit-policy/edit-policy-year-screen.tsx'),
      'EditPolicyYearScreen',
    ),
  },
  {
    name: 'messages',
    path: paths.messages,
    requires: 'mayReadMessages',
    screen: lazyScreen(() => import('../features/messages/messages-screen.tsx'), 'MessagesScreen'),
  },
  {
    name: 'messages-cluster',
    path: '/berichtenbox/$cluster',
    requires: 'mayReadMessages',
    screen: lazyScreen(() => import('../features/messages/messages-screen.tsx'), 'MessagesScreen'),
  },
  {
    name: 'add-insured-person',
    path: paths.addInsuredPerson,
    requires: 'mayCreateInsuredPerson',
    note: 'and the agreement has basic insurance',
    screen: lazyScreen(() => import('../features/add-insured/add-insured-screen.tsx'), 'AddInsuredScreen'),
  },
  {
    name: 'insurance-card',
    path: paths.insuranceCard,
    requires: 'mayCreateEHIC',
    withoutSession: () => (hasDeviceCards() ? 'open' : null),
    screen: lazyScreen(
      () => import('../features/insurance-card/insurance-card-screen.tsx'),
      'InsuranceCardScreen',
    ),
  },
  {
    name: 'compensation-documents',
    path: paths.compensationDocuments,
    requires: 'mayCompensationDocument',
    screen: lazyScreen(
      () => import('../features/compensation-documents/compensation-documents-screen.tsx'),
      'CompensationDocumentsScreen',
    ),
  },
  {
    name: 'edit-personal-details',
    path: paths.editPersonalDetails,
    requires: 'mayUpdatePersonalDetails',
    // ?klant=<customer number>: a child under 16 the policyholder acts for.
    passesQueryOn: true,
    screen: lazyScreen(
      () => import('../features/personal-details/edit-personal-details-screen.tsx'),
      'EditPersonalDetailsScreen',
    ),
  },
  {
    name: 'personal-details',
    path: paths.personalDetails,
    requires: 'mayReadPersonalDetails',
    passesQueryOn: true,
    screen: lazyScreen(
      () => import('../features/personal-details/personal-details-screen.tsx'),
      'PersonalDetailsScreen',
    ),
  },
  {
    name: 'payment-details',
    path: paths.paymentDetails,
    requires: 'mayReadPaymentDetails',
    screen: lazyScreen(
      () => import('../features/payment-details/payment-details-screen.tsx'),
      'PaymentDetailsScreen',
    ),
  },
  {
    name: 'edit-payment-details',
    path: '/betaalgegevens-wijzigen/$agreementId',
    requires: 'mayUpdatePaymentDetails',
    screen: lazyScreen(
      () => import('../features/payment-details/edit-payment-details-screen.tsx'),
      'EditPaymentDetailsScreen',
    ),
  },
  {
    name: 'contact-form',
    path: paths.contactForm,
    requires: 'mayCreateContact',
    passesQueryOn: true,
    screen: lazyScreen(() => import('../features/contact/contact-form-screen.tsx'), 'ContactFormScreen'),
  },
  {
    name: 'declarations',
    path: paths.declarations,
    requires: 'mayReadDeclaration',
    passesQueryOn: true,
    screen: lazyScreen(() => import('../features/care-costs/care-costs-screen.tsx'), 'CareCostsScreen'),
  },
  {
    name: 'seated-patient-transport',
    path: paths.seatedPatientTransport,
    requires: 'mayCreateDeclaration',
    screen: lazyScreen(
      () => import('../features/seated-transport/seated-transport-screen.tsx'),
      'SeatedTransportScreen',
    ),
  },
  {
    name: 'submit-declaration',
    path: paths.submitDeclaration,
    requires: 'mayCreateDeclaration',
    screen: lazyScreen(() => import('../features/submit-claim/submit-claim-screen.tsx'), 'SubmitClaimScreen'),
  },
  {
    name: 'contact',
    path: paths.contact,
    requires: 'mayReadContact',
    screen: lazyScreen(() => import('../features/contact/contact-screen.tsx'), 'ContactScreen'),
  },
  {
    name: 'settings',
    path: paths.settings,
    requires: 'mayReadAccount',
    screen: lazyScreen(() => import('../features/settings/settings-screen.tsx'), 'SettingsScreen'),
  },
  {
    name: 'edit-login-settings',
    path: paths.editLoginSettings,
    requires: 'mayUpdateAccount',
    screen: lazyScreen(
      () => import('../features/settings/edit-login-settings-screen.tsx'),
      'EditLoginSettingsScreen',
    ),
  },
  {
    name: 'edit-contact-details',
    path: paths.editContactDetails,
    requires: 'mayUpdateAccount',
    screen: lazyScreen(
      () => import('../features/settings/edit-contact-details-screen.tsx'),
      'EditContactDetailsScreen',
    ),
  },
  {
    name: 'medical-selection',
    path: '/medische-selectie/$selectedYear/$contractCode/$agreementId',
    requires: 'mayUpdateInsurance',
    params: medicalSelectionParams,
    screen: lazyScreen(
      () => import('../features/medical-selection/medical-selection-screen.tsx'),
      'MedicalSelectionScreen',
    ),
  },
  {
    name: 'insurance-right',
    path: paths.insuranceRight,
    requires: 'mayCreateInsuranceRight',
    note: 'and the insurance-right check is required: otherwise the screen says where the check stands',
    screen: lazyScreen(
      () => import('../features/insurance-right/insurance-right-screen.tsx'),
      'InsuranceRightScreen',
    ),
  },
  {
    name: 'care-mediation',
    path: paths.careMediation,
    requires: 'mayCreateCareMediation',
    screen: lazyScreen(
      () => import('../features/care-mediation/care-mediation-screen.tsx'),
      'CareMediationScreen',
    ),
  },
  {
    name: 'treatment-abroad',
    path: paths.treatmentAbroad,
    requires: 'mayCreateTreatmentAbroad',
    screen: lazyScreen(
      () => import('../features/treatment-abroad/treatment-abroad-screen.tsx'),
      'TreatmentAbroadScreen',
    ),
  },
];

/**
 * Spec §2, public layout. The spec's second 'inloggen' route (login after logout) is the same
 * path and screen, so one route serves both.
 */
export const publicRoutes: readonly PublicRouteDefinition[] = [
  { name: 'login', path: paths.login, search: LoginSearch, screen: login },
  { name: 'verification', path: paths.verification, screen: verification },
  {
    name: 'register',
    path: paths.register,
    screen: lazyScreen(() => import('../features/registration/register-screen.tsx'), 'RegisterScreen'),
  },
  {
    name: 'activate',
    path: paths.activate,
    screen: lazyScreen(() => import('../features/registration/activate-screen.tsx'), 'ActivateScreen'),
  },
  {
    name: 'idin-activate',
    path: paths.idinActivate,
    screen: lazyScreen(() => import('../features/idin/idin-activate-screen.tsx'), 'IdinActivateScreen'),
  },
  {
    name: 'idin-authentication',
    path: paths.idinAuthenticationCallback,
    search: IdinSessionSearch,
    screen: lazyScreen(
      () => import('../features/idin/idin-callback-screens.tsx'),
      'IdinAuthenticationCallback',
    ),
  },
  {
    name: 'idin-register',
    path: paths.idinRegisterCallback,
    search: IdinSessionSearch,
    screen: lazyScreen(() => import('../features/idin/idin-callback-screens.tsx'), 'IdinRegisterCallback'),
  },
  {
    name: 'idin-abort',
    path: paths.idinAbortCallback,
    search: IdinSessionSearch,
    screen: lazyScreen(() => import('../features/idin/idin-callback-screens.tsx'), 'IdinAbortCallback'),
  },
  {
    name: 'idin-error',
    path: paths.idinErrorCallback,
    search: IdinSessionSearch,
    screen: lazyScreen(() => import('../features/idin/idin-callback-screens.tsx'), 'IdinErrorCallback'),
  },
  {
    name: 'idin-callback',
    path: paths.idinCallback,
    search: IdinCallbackSearch,
    screen: lazyScreen(() => import('../features/idin/idin-return-screen.tsx'), 'IdinReturnScreen'),
  },
  {
    name: 'forgot-password',
    path: paths.forgotPassword,
    screen: lazyScreen(() => import('../features/auth/forgot-screen.tsx'), 'ForgotScreen'),
  },
  {
    name: 'reset-password',
    path: paths.resetPassword,
    screen: lazyScreen(() => import('../features/auth/reset-password-screen.tsx'), 'ResetPasswordScreen'),
  },
];

const segmentsOf = (path: string): string[] => path.split(/[?#]/)[0]!.split('/').filter(Boolean);

/**
 * The authenticated route a menu item's `routeName` points to ('polisoverzicht', '/berichtenbox/x'),
 * with parameters matching any segment.
 */
export function findAuthenticatedRoute(routeName: string): AuthenticatedRouteDefinition | undefined {
  const wanted = segmentsOf(routeName);
  return authenticatedRoutes.find((route) => {
    const pattern = segmentsOf(route.path);
    return (
      pattern.length === wanted.length &&
      pattern.every((part, index) => part.startsWith('$') || part === wanted[index])
    );
  });
}

const rootRoute = createRootRoute({ component: RootComponent, notFoundComponent: NotFoundPage });

const authenticatedLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'authenticated',
  component: AuthenticatedLayoutRoute,
});

const publicLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'public',
  component: PublicLayoutRoute,
  validateSearch: (search: Record<string, unknown>) => LabelSearch.parse(search),
  beforeLoad: ({ search }) => rememberLabelFromPublicPage(search.label),
});

/** The table mixes parameter shapes; the router only needs parse and stringify per route. */
function looseParams(codec: ParamsCodec) {
  return {
    parse: (raw: Record<string, string>) => codec.parse(raw) as Record<string, unknown>,
    stringify: (params: Record<string, unknown>) => codec.stringify(params as never),
  };
}

function authenticatedRoute(definition: AuthenticatedRouteDefinition): AnyRoute {
  return createRoute({
    getParentRoute: () => authenticatedLayout,
    path: definition.path,
    component: definition.screen,
    beforeLoad: guardRoute(definition.requires, definition.withoutSession),
    staticData: { titleKey: definition.name, requires: definition.requires },
    ...(definition.params ? { params: looseParams(definition.params) } : {}),
    ...(definition.passesQueryOn
      ? { validateSearch: (search: Record<string, unknown>) => PassThroughSearch.parse(search) }
      : {}),
  }) as unknown as AnyRoute;
}

function publicRoute(definition: PublicRouteDefinition): AnyRoute {
  const { search } = definition;
  return createRoute({
    getParentRoute: () => publicLayout,
    path: definition.path,
    component: definition.screen,
    staticData: { titleKey: definition.name },
    ...(search ? { validateSearch: (raw: Record<string, unknown>) => search.parse(raw) } : {}),
  }) as unknown as AnyRoute;
}

const splashRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: paths.splash,
  component: SplashPage,
  staticData: { titleKey: 'splash' },
});

export const routeTree = rootRoute.addChildren([
  authenticatedLayout.addChildren(authenticatedRoutes.map(authenticatedRoute)),
  publicLayout.addChildren(publicRoutes.map(publicRoute)),
  splashRoute,
]);
