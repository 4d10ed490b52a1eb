import { z } from 'zod/mini';
import { LabelCode } from './app-config.ts';
import { endpoint } from './endpoint.ts';

const time = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'A time is HH:mm'));

/** dayOfWeek 0 is Sunday ... 6 Saturday; times are local (Europe/Amsterdam). */
export const OpeningHoursOfDay = z.object({
  dayOfWeek: z.number().check(z.int(), z.gte(0), z.lte(6)),
  startTime: time,
  endTime: time,
});
export type OpeningHoursOfDay = z.infer<typeof OpeningHoursOfDay>;

/** Where to write to the insurer by post: an answer number needs no stamp. */
export const PostalAddress = z.object({
  addressee: z.string(),
  poBox: z.string(),
  postalCode: z.string(),
  city: z.string(),
});
export type PostalAddress = z.infer<typeof PostalAddress>;

export const socialNetworks = ['facebook', 'instagram', 'linkedin'] as const;
export const SocialMediaLink = z.object({ network: z.enum(socialNetworks), url: z.url() });
export type SocialMediaLink = z.infer<typeof SocialMediaLink>;

/**
 * Contact details of a label for the need-help block and the contact page (spec §3 Collectivity
 * contact info, with the e-mail, post and social channels of the contact page's cards).
 */
export const CollectivityContactInfo = z.object({
  phoneNumber: z.string(),
  email: z.string(),
  postalAddress: PostalAddress,
  socialMedia: z.array(SocialMediaLink),
  isDefaultHours: z.boolean().check(z.describe('The insurer-wide hours rather than hours of this label')),
  openingHoursOfWeek: z.array(OpeningHoursOfDay),
  nextAvailableDate: z
    .nullable(z.object({ availableDate: z.iso.date(), openingHours: OpeningHoursOfDay }))
    .check(z.describe('When the phone is answered next; null while open now')),
});
export type CollectivityContactInfo = z.infer<typeof CollectivityContactInfo>;

export const collectivity = endpoint({
  method: 'GET',
  path: 'Collectivity',
  permission: 'public',
  summary:
    "Phone number and opening hours of the label: ?label=, else the bearer's session's, else the host's",
  query: z.object({ label: z.optional(LabelCode) }),
  response: CollectivityContactInfo,
  errors: [400],
});
