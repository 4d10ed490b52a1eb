import type { AccessTokenClaims, AppConfig, LabelCode, Menu, VerificationReceiver } from '@mijn/contract';
import { flagPermission, type PermissionFlag } from '@mijn/domain';
import { setAnonymous, setAuthenticated } from '../lib/session/store.ts';

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  const label: LabelCode = overrides.label ?? 'default';
  return {
    label,
    brand: {
      name: 'Zorgzaam Zorgverzekeringen',
      shortName: 'Zorgzaam',
      logoUrl: `/labels/${label}/logo.svg`,
      colors: { primary: '#0B5E55', primaryDark: '#07403A', accent: '#F2A900', background: '#F3F8F7' },
    },
    apiBaseUrl: '',
    contentBaseUrl: '',
    collectivityInformationUrlPart: label,
    redirectUrl: 'http://localhost/',
    crossDomainBridgeBaseUrl: '',
    userCentricsId: '',
    gtmCode: '',
    analyticsCode: '',
    environment: 'test',
    frontendUrl: 'http://localhost',
    damageInsuranceUrl: 'https://www.zorgzaam.example/schadeverzekeringen',
    releaseTag: 'test',
    enforceHttps: false,
    outboxEnabled: false,
    ...overrides,
  };
}

/** The claims of jan.devries's access token, a main insured of full age. */
export function testAccessClaims(overrides: Partial<AccessTokenClaims> = {}): AccessTokenClaims {
  const now = Math.floor(Date.now() / 1000);
  return {
    customerNumber: '100001',
    accountId: 'acc-1',
    role: 'H',
    collectivityLabel: 'default',
    permissions: ['login'],
    initials: 'J.',
    firstName: 'Jan',
    prefix: 'de',
    lastName: 'Vries',
    isAdult: true,
    is16AndOlder: true,
    isDefaulter: false,
    shouldResetPassword: false,
    shouldProvideEmailAddress: false,
    shouldVerifyEmailAddress: false,
    signedTermsOfAgreement: true,
    shouldShowDigitalPopup: false,
    iat: now,
    exp: now + 3600,
    ...overrides,
  };
}

/** Logs a user in directly in the session store, with the permission codes of the given flags. */
export function signIn(flags: readonly PermissionFlag[], claims: Partial<AccessTokenClaims> = {}): void {
  setAuthenticated(
    'test.token.signature',
    testAccessClaims({ permissions: ['login', ...flags.map((flag) => flagPermission[flag])], ...claims }),
    null,
  );
}

export function signOut(): void {
  setAnonymous();
}

export const menuFixture: Menu = {
  groups: [
    {
      name: 'my-policy',
      displayName: 'menu.my-policy',
      primary: [
        {
          name: 'policy-overview',
          displayName: 'menu.policy-overview',
          routeName: 'polisoverzicht',
          excludedLabels: [],
        },
        {
          name: 'edit-policy',
          displayName: 'menu.edit-policy',
          routeName: 'polis-wijzigen',
          excludedLabels: [],
        },
      ],
      secondary: [
        {
          name: 'member-offers',
          displayName: 'menu.member-offers',
          routeName: 'leden-aanbiedingen',
          excludedLabels: ['ble'],
        },
      ],
      tile: {
        title: 'menu.tile-edit-policy-title',
        text: 'menu.tile-edit-policy-text',
        routeName: 'polis-wijzigen',
      },
    },
    {
      name: 'my-payments',
      displayName: 'menu.my-payments',
      primary: [
        {
          name: 'invoices',
          displayName: 'menu.invoices',
          routeName: 'rekeningen-en-betalingen',
          excludedLabels: [],
        },
      ],
      secondary: [],
    },
  ],
};

/** Where jan.devries's code went, as the login reply says it. */
export function testVerificationReceiver(
  overrides: Partial<VerificationReceiver> = {},
): VerificationReceiver {
  return {
    username: 'jan.devries',
    phoneNumber: '******5678',
    emailAddress: null,
    phoneNumberIsUnknown: false,
    emailAddressIsUnknown: true,
    isVerificationCodeNeeded: true,
    sendDate: null,
    customerNumber: '100001',
    ...overrides,
  };
}
