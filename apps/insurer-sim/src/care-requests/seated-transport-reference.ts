import { seatedTransportReference } from '@mijn/domain';
import { sql } from 'drizzle-orm';
import type { InsurerDatabase } from '../db/database.ts';

/**
 * The next short reference of a seated-transport request, "ZV-<year>-<serial>": the serial comes
 * from the insurer's database sequence (db/schema/seated-transport.ts), so two
 * requests at once never share one (a failed request leaves a gap).
 */
export async function nextSeatedTransportReference(db: InsurerDatabase, year: number): Promise<string> {
  const result = await db.execute(sql`select nextval('insurer.seated_transport_reference_serial') as serial`);
  const [row] = (result as unknown as { rows: { serial: string | number }[] }).rows;
  return seatedTransportReference(year, Number(row?.serial));
}
