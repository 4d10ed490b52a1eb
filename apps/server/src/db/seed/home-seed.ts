import { insurerToday } from '@mijn/domain';
import type { Db } from '../client.ts';
import { seedHomeContent } from './home-content.ts';
import { seedHomeWorld } from './home-world.ts';

/** The home screen's world (issue 4): content of every label and the demo users' personal data. */
export async function seedHome(db: Db, todayInstant: Date): Promise<void> {
  const today = insurerToday(todayInstant);
  await seedHomeContent(db, today);
  await seedHomeWorld(db, today);
}
