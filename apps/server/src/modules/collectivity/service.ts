import type { CollectivityContactInfo, LabelCode } from '@mijn/contract';
import { localDateTime, nextAvailableDate } from '@mijn/domain';
import { asc, eq, isNull } from 'drizzle-orm';
import { labelByCode } from '../../core/labels/catalogue.ts';
import { contactChannelsOf } from '../../core/labels/contact-channels.ts';
import type { Db } from '../../db/client.ts';
import { labels, openingHours } from '../../db/schema.ts';

const byDay = (a: { dayOfWeek: number }, b: { dayOfWeek: number }) =>
  ((a.dayOfWeek + 6) % 7) - ((b.dayOfWeek + 6) % 7);

/** The label's phone number and hours (its own, else the insurer's default week), Monday first. */
export async function contactInfo(db: Db, label: LabelCode, now: Date): Promise<CollectivityContactInfo> {
  const [brand] = await db
    .select({ phoneNumber: labels.phoneNumber, email: labels.email })
    .from(labels)
    .where(eq(labels.code, label));
  const columns = {
    dayOfWeek: openingHours.dayOfWeek,
    startTime: openingHours.startTime,
    endTime: openingHours.endTime,
  };
  const own = await db.select(columns).from(openingHours).where(eq(openingHours.labelCode, label));
  const week =
    own.length > 0
      ? own
      : await db
          .select(columns)
          .from(openingHours)
          .where(isNull(openingHours.labelCode))
          .orderBy(asc(openingHours.dayOfWeek));
  const openingHoursOfWeek = [...week].sort(byDay);
  return {
    phoneNumber: brand?.phoneNumber ?? labelByCode[label].phoneNumber,
    email: brand?.email ?? labelByCode[label].email,
    ...contactChannelsOf[label],
    isDefaultHours: own.length === 0,
    openingHoursOfWeek,
    nextAvailableDate: nextAvailableDate(openingHoursOfWeek, localDateTime(now)) ?? null,
  };
}
