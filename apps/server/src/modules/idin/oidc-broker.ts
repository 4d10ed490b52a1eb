import type * as OpenIdClient from 'openid-client';
import type { IdentityBroker } from './broker.ts';
import type { IdinConfig } from './idin-config.ts';

type OidcConfig = Extract<IdinConfig, { kind: 'oidc' }>;

/** openid-client is loaded by the first bank login, not when the server starts (decision 0063). */
const openIdClient = () => import('openid-client');

/** A real broker over OpenID Connect (authorization code with PKCE, state, nonce and signature checked). */
export function createOidcBroker(settings: OidcConfig): IdentityBroker {
  let discovered: Promise<OpenIdClient.Configuration> | undefined;
  const configuration = async () => {
    const oidc = await openIdClient();
    discovered ??= oidc
      .discovery(
        settings.issuer,
        settings.clientId,
        settings.clientSecret,
        undefined,
        settings.allowHttp ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .then((config) => {
        // openid-client trusts an ID token straight from the token endpoint over TLS; we check its
        // signature against the issuer's keys as well (ASVS 5.0 6.8.2).
        oidc.enableNonRepudiationChecks(config);
        return config;
      })
      .catch((error: unknown) => {
        // A failed discovery is retried by the next request instead of being remembered.
        discovered = undefined;
        throw error;
      });
    return discovered;
  };

  return {
    kind: 'oidc',
    bankOptions: async () => [...settings.banks],

    async authorizationUrl(request) {
      const oidc = await openIdClient();
      const url = oidc.buildAuthorizationUrl(await configuration(), {
        redirect_uri: request.redirectUri,
        scope: settings.scope,
        state: request.state,
        nonce: request.nonce,
        code_challenge: request.codeChallenge,
        code_challenge_method: 'S256',
        ...(settings.bankParameter ? { [settings.bankParameter]: request.bankIssuer } : {}),
      });
      return url.href;
    },

    async exchange(exchange) {
      const oidc = await openIdClient();
      const tokens = await oidc.authorizationCodeGrant(await configuration(), exchange.currentUrl, {
        pkceCodeVerifier: exchange.codeVerifier,
        expectedState: exchange.state,
        expectedNonce: exchange.nonce,
        idTokenExpected: true,
      });
      const bsn = tokens.claims()?.[settings.bsnClaim];
      if (typeof bsn !== 'string' || !/^\d{9}$/.test(bsn)) throw new Error('the broker asserted no BSN');
      return { bsn };
    },
  };
}
