import type { IncomingHttpHeaders } from 'node:http';
import { contract, type LabelCode, labelCodes } from '@mijn/contract';
import type { FastifyInstance } from 'fastify';
import { labelForHost } from '../../core/labels/host.ts';
import { registerEndpoint } from '../../http/route.ts';
import { contactInfo } from './service.ts';

const isLabelCode = (value: string): value is LabelCode => (labelCodes as readonly string[]).includes(value);

export async function collectivityRoutes(app: FastifyInstance) {
  const { db, clock, config, authenticate } = app.ctx;

  /**
   * A logged-in caller's label is their session's (decision 0084); without an open session (no
   * token, a wrong or an ended one) the host decides.
   */
  async function sessionLabel(headers: IncomingHttpHeaders): Promise<LabelCode | undefined> {
    if (!headers.authorization) return undefined;
    const auth = await authenticate({ headers }, 'authenticated').catch(() => null);
    const label = auth?.kind === 'access' ? auth.user.collectivityLabel : undefined;
    return label && isLabelCode(label) ? label : undefined;
  }

  registerEndpoint(app, contract.collectivity.contactInfo, async ({ query, headers, host }) => {
    const label = query.label ?? (await sessionLabel(headers)) ?? labelForHost(host, config.labelHosts);
    return contactInfo(db, label, clock.now());
  });
}
