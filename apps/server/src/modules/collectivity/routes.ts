import { contract, type LabelCode, labelCodes } from '@mijn/contract';
import type { FastifyInstance } from 'fastify';
import { labelForHost } from '../../core/labels/host.ts';
import { registerEndpoint } from '../../http/route.ts';
import { contactInfo } from './service.ts';

const isLabelCode = (value: string): value is LabelCode => (labelCodes as readonly string[]).includes(value);

export async function collectivityRoutes(app: FastifyInstance) {
  const { db, clock, config, tokens } = app.ctx;

  /** A logged-in caller's label is on the token; an invalid or missing token just falls back to the host. */
  async function tokenLabel(authorization: string | undefined): Promise<LabelCode | undefined> {
    const token = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization)?.[1] : undefined;
    if (!token) return undefined;
    const claims = await tokens.verifyAccessToken(token).catch(() => undefined);
    const label = claims?.collectivityLabel.toLowerCase();
    return label && isLabelCode(label) ? label : undefined;
  }

  registerEndpoint(app, contract.collectivity.contactInfo, async ({ query, headers, host }) => {
    const label =
      query.label ?? (await tokenLabel(headers.authorization)) ?? labelForHost(host, config.labelHosts);
    return contactInfo(db, label, clock.now());
  });
}
