import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultBanks, IdinConfigError, loadIdinConfig } from './idin-config.ts';
import { createOidcBroker } from './oidc-broker.ts';
import { pkceChallengeOf } from './simulated-bank/bank-codes.ts';

const BSN_CLAIM = 'urn:nl:bvn:bankid:1.0:consumer.bsn';

describe('loadIdinConfig', () => {
  it('uses the simulated bank without IDIN_ISSUER outside production, and nothing in production', () => {
    expect(loadIdinConfig({})).toEqual({ kind: 'simulated', banks: defaultBanks });
    expect(loadIdinConfig({ NODE_ENV: 'production' })).toEqual({ kind: 'off' });
  });

  it('reads the OIDC broker settings', () => {
    const config = loadIdinConfig({
      IDIN_ISSUER: 'https://broker.example/oidc',
      IDIN_CLIENT_ID: 'portal',
      IDIN_CLIENT_SECRET: 'secret',
      IDIN_BANK_PARAMETER: 'idp_hint',
      IDIN_BANKS: 'INGBNL2A=ING, RABONL2U=Rabobank',
      NODE_ENV: 'production',
    });
    expect(config).toMatchObject({
      kind: 'oidc',
      clientId: 'portal',
      scope: 'openid',
      bsnClaim: BSN_CLAIM,
      bankParameter: 'idp_hint',
      allowHttp: false,
      banks: [
        { issuerId: 'INGBNL2A', issuerName: 'ING' },
        { issuerId: 'RABONL2U', issuerName: 'Rabobank' },
      ],
    });
  });

  it('refuses half a configuration and malformed values', () => {
    expect(() => loadIdinConfig({ IDIN_ISSUER: 'https://broker.example' })).toThrow(IdinConfigError);
    expect(() => loadIdinConfig({ IDIN_ISSUER: 'not a url' })).toThrow(IdinConfigError);
    expect(() => loadIdinConfig({ IDIN_BANKS: 'INGBNL2A' })).toThrow(IdinConfigError);
  });
});

/** A small OpenID provider: discovery, keys and a token endpoint that checks PKCE. */
describe('the OIDC broker against a fake issuer', () => {
  let server: Server;
  let issuer: string;
  /** `forged`: the token endpoint signs this code's ID token with a key that is not the issuer's. */
  const codes = new Map<string, { nonce: string; challenge: string; bsn: string; forged?: true }>();

  beforeAll(async () => {
    const { publicKey, privateKey } = await generateKeyPair('RS256');
    const stranger = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
    server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', issuer);
      const json = (body: object) => {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify(body));
      };
      if (url.pathname === '/.well-known/openid-configuration') {
        return json({
          issuer,
          authorization_endpoint: `${issuer}/authorize`,
          token_endpoint: `${issuer}/token`,
          jwks_uri: `${issuer}/jwks`,
          response_types_supported: ['code'],
          id_token_signing_alg_values_supported: ['RS256'],
        });
      }
      if (url.pathname === '/jwks') return json({ keys: [jwk] });
      if (url.pathname === '/token') {
        let body = '';
        request.on('data', (chunk) => {
          body += chunk;
        });
        request.on('end', async () => {
          const form = new URLSearchParams(body);
          const grant = codes.get(form.get('code') ?? '');
          if (!grant || pkceChallengeOf(form.get('code_verifier') ?? '') !== grant.challenge) {
            response.statusCode = 400;
            return json({ error: 'invalid_grant' });
          }
          const idToken = await new SignJWT({ nonce: grant.nonce, [BSN_CLAIM]: grant.bsn })
            .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
            .setIssuer(issuer)
            .setAudience('portal')
            .setSubject('bank-user-1')
            .setIssuedAt()
            .setExpirationTime('5m')
            .sign(grant.forged ? stranger.privateKey : privateKey);
          json({ access_token: 'at', token_type: 'Bearer', id_token: idToken, expires_in: 300 });
        });
        return;
      }
      response.statusCode = 404;
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const broker = () => {
    const config = loadIdinConfig({
      IDIN_ISSUER: issuer,
      IDIN_CLIENT_ID: 'portal',
      IDIN_CLIENT_SECRET: 'secret',
      IDIN_BANK_PARAMETER: 'idp_hint',
      IDIN_ALLOW_HTTP: 'on',
    });
    if (config.kind !== 'oidc') throw new Error('expected the OIDC broker');
    return createOidcBroker(config);
  };

  it('sends the person to the authorization endpoint with state, nonce, PKCE and the bank', async () => {
    const url = new URL(
      await broker().authorizationUrl({
        bankIssuer: 'INGBNL2A',
        redirectUri: 'https://portal.example/callback/iDin',
        state: 's1',
        nonce: 'n1',
        codeChallenge: 'c1',
      }),
    );
    expect(`${url.origin}${url.pathname}`).toBe(`${issuer}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'portal',
      response_type: 'code',
      redirect_uri: 'https://portal.example/callback/iDin',
      state: 's1',
      nonce: 'n1',
      code_challenge: 'c1',
      code_challenge_method: 'S256',
      idp_hint: 'INGBNL2A',
    });
  });

  it('exchanges the code for the asserted BSN, checking state and nonce', async () => {
    const verifier = 'v'.repeat(43);
    codes.set('code-1', { nonce: 'n1', challenge: pkceChallengeOf(verifier), bsn: '999990019' });
    const currentUrl = new URL('https://portal.example/callback/iDin?code=code-1&state=s1');
    const subject = broker();
    await expect(
      subject.exchange({ currentUrl, state: 's1', nonce: 'n1', codeVerifier: verifier }),
    ).resolves.toEqual({
      bsn: '999990019',
    });
    await expect(
      subject.exchange({ currentUrl, state: 's1', nonce: 'other', codeVerifier: verifier }),
    ).rejects.toThrow();
    await expect(
      subject.exchange({ currentUrl, state: 's2', nonce: 'n1', codeVerifier: verifier }),
    ).rejects.toThrow();
  });

  it('refuses an ID token that its issuer did not sign (ASVS 5.0 6.8.2)', async () => {
    const verifier = 'w'.repeat(43);
    codes.set('code-2', {
      nonce: 'n2',
      challenge: pkceChallengeOf(verifier),
      bsn: '999990019',
      forged: true,
    });
    const currentUrl = new URL('https://portal.example/callback/iDin?code=code-2&state=s2');
    await expect(
      broker().exchange({ currentUrl, state: 's2', nonce: 'n2', codeVerifier: verifier }),
    ).rejects.toThrow();
  });
});
