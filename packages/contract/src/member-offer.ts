import { validatorMessages } from '@mijn/domain';
import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';

export const memberOfferCategories = ['health', 'sport', 'travel', 'home', 'leisure'] as const;
export const MemberOfferCategory = z.enum(memberOfferCategories);
export type MemberOfferCategory = z.infer<typeof MemberOfferCategory>;

export const LocalizedText = z.object({ nl: z.string(), en: z.string() });
export type LocalizedText = z.infer<typeof LocalizedText>;

/** A member offer of the label (spec §3), in the label's order. */
export const MemberOffer = z.object({
  id: z.string(),
  order: z.number().check(z.int()),
  category: MemberOfferCategory,
  partner: z.string(),
  title: LocalizedText,
  description: LocalizedText,
  discountCode: z.nullable(z.string()),
  url: z.nullable(z.string()),
  validUntil: z.nullable(z.iso.date()),
});
export type MemberOffer = z.infer<typeof MemberOffer>;

export const getMemberOffers = endpoint({
  method: 'GET',
  path: 'MemberOffer/{type}',
  permission: 'r-mem-off',
  summary: "The label's current member offers, all or of one category, in order",
  params: z.object({ type: z.enum(['all', ...memberOfferCategories]) }),
  response: z.array(MemberOffer),
  errors: [400, 401, 403],
});

/** The 'golden tip': a member suggests a partner or an offer. */
export const MemberOfferTipBody = z.object({
  companyName: z.string().check(z.trim(), z.minLength(2), z.maxLength(100)),
  website: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(200),
        z.regex(/^(https?:\/\/)?[\w-]+(\.[\w-]+)+(\/\S*)?$/, validatorMessages.website),
      ),
  ),
  suggestion: z.string().check(z.trim(), z.minLength(10), z.maxLength(1000)),
  mayContact: z._default(z.boolean(), false),
});
export type MemberOfferTipBody = z.input<typeof MemberOfferTipBody>;

export const sendMemberOfferTip = endpoint({
  method: 'POST',
  path: 'MemberOffer/Tip',
  permission: 'c-mem-off-tip',
  summary: 'Send a golden tip; it is stored for the marketing team',
  body: MemberOfferTipBody,
  response: z.object({ tipId: z.string() }),
  errors: [400, 401, 403],
});
