import { z } from 'zod';
import { LabelCode } from './app-config.ts';
import { endpoint } from './endpoint.ts';

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time is HH:mm');

/** dayOfWeek 0 is Sunday ... 6 Saturday; times are local (Europe/Amsterdam). */
export const OpeningHoursOfDay = z.object({
  dayOfWeek: z.number().int().min(0).max(6),
  startTime: time,
  endTime: time,
});
export type OpeningHoursOfDay = z.infer<typeof OpeningHoursOfDay>;

/** Contact details of a label for the need-help block (spec §3 Collectivity contact info). */
export const CollectivityContactInfo = z.object({
  phoneNumber: z.string(),
  isDefaultHours: z.boolean().describe('The insurer-wide hours rather than hours of this label'),
  openingHoursOfWeek: z.array(OpeningHoursOfDay),
  nextAvailableDate: z
    .object({ availableDate: z.iso.date(), openingHours: OpeningHoursOfDay })
    .nullable()
    .describe('When the phone is answered next; null while open now'),
});
export type CollectivityContactInfo = z.infer<typeof CollectivityContactInfo>;

export const collectivity = endpoint({
  method: 'GET',
  path: 'Collectivity',
  permission: 'public',
  summary: "Phone number and opening hours of the label: ?label=, else the bearer token's, else the host's",
  query: z.object({ label: LabelCode.optional() }),
  response: CollectivityContactInfo,
  errors: [400],
});
