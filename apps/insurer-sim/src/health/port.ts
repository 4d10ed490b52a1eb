import type { InsurerPort } from '@mijn/insurer';
import { sql } from 'drizzle-orm';
import type { InsurerDeps } from '../deps.ts';

/** The simulation answers when its database does; it has no maintenance windows. */
export function healthPort({ db }: InsurerDeps): InsurerPort['health'] {
  return {
    status: async () => {
      await db.execute(sql`select 1`);
      return { status: 'ok' };
    },
  };
}
