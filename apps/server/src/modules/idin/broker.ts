import type { BankOption } from '@mijn/contract';

/** What a bank-identity broker needs to send a person to their bank. */
export interface AuthorizationRequest {
  bankIssuer: string;
  redirectUri: string;
  state: string;
  nonce: string;
  codeChallenge: string;
}

/** The bank's answer, checked against the session that asked for it. */
export interface CodeExchange {
  /** The full callback/iDin URL the bank returned to, with code and state. */
  currentUrl: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/**
 * The pluggable identity broker (decision 0007): the simulated bank in development, an OpenID
 * Connect broker (openid-client) configured by IDIN_* settings otherwise.
 */
export interface IdentityBroker {
  readonly kind: 'simulated' | 'oidc';
  bankOptions(): Promise<BankOption[]>;
  authorizationUrl(request: AuthorizationRequest): Promise<string>;
  /** The BSN the bank asserted; throws when the answer does not check out. */
  exchange(exchange: CodeExchange): Promise<{ bsn: string }>;
}
