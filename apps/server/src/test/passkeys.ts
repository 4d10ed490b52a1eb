import type {
  AccessTokenReply,
  Passkey,
  PasskeyLoginOptionsReply,
  PasskeyRegistrationOptionsReply,
} from '@mijn/contract';
import { demoPassword } from '../db/seed/index.ts';
import type { Ceremony, SoftwareAuthenticator } from './software-authenticator.ts';
import { bearer, type TestApp } from './test-app.ts';

/** The host of the default label as a browser would send it, and the origin it reports. */
export const HOST = 'localhost:8311';
export const ORIGIN = `http://${HOST}`;

export const originOf = (host: string) => `http://${host}`;

export function passkeyCalls(t: TestApp) {
  const post = (url: string, payload: object, headers: Record<string, string>, host = HOST) =>
    t.app.inject({ method: 'POST', url, payload, headers: { host, ...headers } });

  const registrationOptions = (accessToken: string, currentPassword = demoPassword, host = HOST) =>
    post('/api/Passkey/GetRegistrationOptions', { currentPassword }, bearer(accessToken), host);

  const register = (accessToken: string, name: string, credential: object, host = HOST) =>
    post('/api/Passkey/Register', { name, credential }, bearer(accessToken), host);

  const loginOptions = (username?: string, host = HOST) =>
    post('/api/Passkey/GetLoginOptions', username === undefined ? {} : { username }, {}, host);

  const login = (passkeyToken: string, credential: object, host = HOST, userAgent = 'vitest') =>
    post('/api/Passkey/Login', { credential }, { ...bearer(passkeyToken), 'user-agent': userAgent }, host);

  return {
    registrationOptions,
    register,
    loginOptions,
    login,

    list: (accessToken: string) =>
      t.app.inject({ method: 'GET', url: '/api/Passkey/GetPasskeys', headers: bearer(accessToken) }),

    remove: (accessToken: string, body: { id: string; currentPassword?: string }) =>
      post('/api/Passkey/Remove', body, bearer(accessToken)),

    /** Both steps of a registration, as the settings screen does them; the stored passkey. */
    async registerPasskey(
      accessToken: string,
      authenticator: SoftwareAuthenticator,
      name = 'Telefoon',
      host = HOST,
    ): Promise<Passkey> {
      const options = await registrationOptions(accessToken, demoPassword, host);
      if (options.statusCode !== 200) throw new Error(`registration options: ${options.body}`);
      const { options: creation } = options.json<PasskeyRegistrationOptionsReply>();
      const credential = authenticator.create(creation, { origin: originOf(host) });
      const reply = await register(accessToken, name, credential, host);
      if (reply.statusCode !== 200) throw new Error(`registration: ${reply.body}`);
      return reply.json<Passkey>();
    },

    /** Options for the login, then the authenticator's answer to them: what Passkey/Login is sent. */
    async assertion(
      authenticator: SoftwareAuthenticator,
      ceremony: Partial<Ceremony> & { username?: string; credentialId?: string; host?: string } = {},
    ) {
      const host = ceremony.host ?? HOST;
      const reply = await loginOptions(ceremony.username, host);
      if (reply.statusCode !== 200) throw new Error(`login options: ${reply.body}`);
      const { options, passkeyToken } = reply.json<PasskeyLoginOptionsReply>();
      const credential = authenticator.get(options, { origin: originOf(host), ...ceremony });
      return { options, passkeyToken, credential };
    },

    accessTokenOf: (reply: { json<T>(): T }) => reply.json<AccessTokenReply>().accessToken,
  };
}
