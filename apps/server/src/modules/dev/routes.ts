import { contract } from '@mijn/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { assertFromThisMachine } from '../../auth/this-machine-only.ts';
import { PinnedClock } from '../../clock.ts';
import { outboxMessages } from '../../db/schema.ts';
import { HttpError, serverMessages } from '../../http/http-error.ts';
import { registerEndpoint } from '../../http/route.ts';
import { failingClaims } from './failing-claims.ts';

/** Enough for a person trying the demo; the table keeps everything. */
const OUTBOX_PAGE = 100;

export async function devRoutes(app: FastifyInstance) {
  const { db, config, clock } = app.ctx;

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

  registerEndpoint(app, contract.dev.failingClaims, async ({ ip }) => {
    if (!config.outboxEnabled) throw new HttpError(404, serverMessages.outboxOff);
    assertFromThisMachine(ip);
    return failingClaims(db);
  });

  /** Only a server started with CLOCK_START (refused in production) has a clock to read or move. */
  function pinnedClock(ip: string): PinnedClock {
    assertFromThisMachine(ip);
    if (!(clock instanceof PinnedClock)) {
      throw new HttpError(404, 'The clock is not pinned: start the server with CLOCK_START.');
    }
    return clock;
  }

  registerEndpoint(app, contract.dev.clock, async ({ ip }) => ({ now: pinnedClock(ip).now().toISOString() }));

  registerEndpoint(app, contract.dev.moveClock, async ({ body, ip }) => {
    const pinned = pinnedClock(ip);
    if (!pinned.moveTo(new Date(body.now))) {
      throw new HttpError(409, `The clock moves forward only; it is ${pinned.now().toISOString()}.`);
    }
    return { now: pinned.now().toISOString() };
  });
}
