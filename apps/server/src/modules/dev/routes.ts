import { contract } from '@mijn/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { assertFromThisMachine } from '../../auth/this-machine-only.ts';
import { outboxMessages } from '../../db/schema.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';
import { registerEndpoint } from '../../http/route.ts';

/** Enough for a person trying the demo; the table keeps everything. */
const OUTBOX_PAGE = 100;

export async function devRoutes(app: FastifyInstance) {
  const { db, config } = app.ctx;

  registerEndpoint(app, contract.dev.outbox, async ({ query, ip }) => {
    if (!config.outboxEnabled) throw new HttpError(404, serverMessages.outboxOff);
    assertFromThisMachine(ip);
    const rows = await db
      .select()
      .from(outboxMessages)
      .where(query.to ? eq(outboxMessages.to, query.to) : undefined)
      .orderBy(desc(outboxMessages.sentAt), desc(outboxMessages.id))
      .limit(OUTBOX_PAGE);
    return rows.map((row) => ({
      id: row.id,
      channel: row.channel,
      to: row.to,
      ...(row.subject === null ? {} : { subject: row.subject }),
      text: row.text,
      ...(row.code === null ? {} : { code: row.code }),
      sentAt: row.sentAt.toISOString(),
    }));
  });
}
