import { z } from 'zod/mini';
import { LabelCode } from './app-config.ts';
import { endpoint } from './endpoint.ts';

export const NewsLanguage = z.enum(['nl', 'en']);
export type NewsLanguage = z.infer<typeof NewsLanguage>;

/** A news banner text (spec §3 News text); `hyperlinkSubstring` is the part of `text` that links to `url`. */
export const NewsText = z.object({
  id: z.string(),
  text: z.string(),
  url: z.nullable(z.string()),
  hyperlinkSubstring: z.nullable(z.string()),
  startDate: z.iso.date(),
  endDate: z.nullable(z.iso.date()),
  language: NewsLanguage,
});
export type NewsText = z.infer<typeof NewsText>;

const newsQuery = z.object({
  language: z._default(NewsLanguage, 'nl').check(z.describe('nl (default) or en')),
});

export const news = endpoint({
  method: 'GET',
  path: 'News',
  permission: 'authenticated',
  summary: "News texts for logged-in users of the user's label, current today, in the language asked for",
  query: newsQuery,
  response: z.array(NewsText),
  errors: [400, 401],
});

export const newsBeforeAuthorization = endpoint({
  method: 'GET',
  path: 'News/BeforeAuthorization',
  permission: 'public',
  summary: 'News texts for the login pages of the label (the ?label= or the request host), current today',
  query: z.extend(newsQuery, { label: z.optional(LabelCode) }),
  response: z.array(NewsText),
  errors: [400],
});
