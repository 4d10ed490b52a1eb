import type { BankOption } from '@mijn/contract';
import { z } from 'zod';

/** The banks of the Dutch iDIN scheme (BIC as issuer id). */
export const defaultBanks: readonly BankOption[] = [
  { issuerId: 'ABNANL2A', issuerName: 'ABN AMRO' },
  { issuerId: 'ASNBNL21', issuerName: 'ASN Bank' },
  { issuerId: 'INGBNL2A', issuerName: 'ING' },
  { issuerId: 'RABONL2U', issuerName: 'Rabobank' },
  { issuerId: 'RBRBNL21', issuerName: 'RegioBank' },
  { issuerId: 'SNSBNL2A', issuerName: 'SNS' },
  { issuerId: 'TRIONL2U', issuerName: 'Triodos Bank' },
];

export type IdinConfig =
  | { kind: 'off' }
  | { kind: 'simulated'; banks: readonly BankOption[] }
  | {
      kind: 'oidc';
      issuer: URL;
      clientId: string;
      clientSecret: string;
      scope: string;
      /** The id-token (or userinfo) claim that carries the BSN. */
      bsnClaim: string;
      /** The authorization parameter that names the chosen bank, if the broker takes one. */
      bankParameter: string | null;
      banks: readonly BankOption[];
      /** Only for a local test issuer: allow http. */
      allowHttp: boolean;
    };

export class IdinConfigError extends Error {
  override name = 'IdinConfigError';
}

const Env = z.object({
  NODE_ENV: z.string().optional(),
  IDIN_ISSUER: z.url().optional(),
  IDIN_CLIENT_ID: z.string().min(1).optional(),
  IDIN_CLIENT_SECRET: z.string().min(1).optional(),
  IDIN_SCOPE: z.string().default('openid'),
  IDIN_BSN_CLAIM: z.string().default('urn:nl:bvn:bankid:1.0:consumer.bsn'),
  IDIN_BANK_PARAMETER: z.string().optional(),
  IDIN_BANKS: z.string().optional(),
  IDIN_ALLOW_HTTP: z.enum(['on', 'off', 'true', 'false', '1', '0']).optional(),
});

/** 'ABNANL2A=ABN AMRO,INGBNL2A=ING' -> bank options. */
function parseBanks(value: string | undefined): readonly BankOption[] {
  if (!value) return defaultBanks;
  return value
    .split(',')
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const [issuerId, issuerName] = pair.split('=').map((part) => part.trim());
      if (!issuerId || !issuerName) throw new IdinConfigError(`IDIN_BANKS entry "${pair}" is not id=name`);
      return { issuerId, issuerName };
    });
}

/**
 * IDIN_ISSUER, IDIN_CLIENT_ID and IDIN_CLIENT_SECRET select the OIDC broker; without them development
 * and test use the simulated bank and production has no iDIN (create-session answers 422).
 */
export function loadIdinConfig(env: Record<string, string | undefined>): IdinConfig {
  const parsed = Env.safeParse(env);
  if (!parsed.success) {
    throw new IdinConfigError(
      `Invalid iDIN configuration: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    );
  }
  const e = parsed.data;
  const banks = parseBanks(e.IDIN_BANKS);
  if (e.IDIN_ISSUER) {
    if (!e.IDIN_CLIENT_ID || !e.IDIN_CLIENT_SECRET) {
      throw new IdinConfigError('IDIN_ISSUER needs IDIN_CLIENT_ID and IDIN_CLIENT_SECRET');
    }
    return {
      kind: 'oidc',
      issuer: new URL(e.IDIN_ISSUER),
      clientId: e.IDIN_CLIENT_ID,
      clientSecret: e.IDIN_CLIENT_SECRET,
      scope: e.IDIN_SCOPE,
      bsnClaim: e.IDIN_BSN_CLAIM,
      bankParameter: e.IDIN_BANK_PARAMETER ?? null,
      banks,
      allowHttp: ['on', 'true', '1'].includes(e.IDIN_ALLOW_HTTP ?? 'off'),
    };
  }
  if (e.NODE_ENV === 'production') return { kind: 'off' };
  return { kind: 'simulated', banks };
}
