import { z } from 'zod/mini';
import { LabelCode } from './app-config.ts';
import { endpoint } from './endpoint.ts';

export const ManifestIcon = z.object({
  src: z.string(),
  sizes: z.string(),
  type: z.literal('image/png'),
  purpose: z.enum(['any', 'maskable']),
});

/** The web-app manifest of a label (spec §1: its name, colours and icons depend on the label). */
export const WebManifest = z.object({
  id: z.string(),
  name: z.string(),
  short_name: z.string(),
  description: z.string(),
  lang: z.string(),
  start_url: z.string(),
  scope: z.string(),
  display: z.literal('standalone'),
  background_color: z.string(),
  theme_color: z.string(),
  icons: z.array(ManifestIcon),
});
export type WebManifest = z.infer<typeof WebManifest>;

export const webManifest = endpoint({
  method: 'GET',
  path: '/manifest.webmanifest',
  base: 'root',
  permission: 'public',
  summary: 'The installable web app manifest of the label (?label=, else the request host)',
  query: z.object({ label: z.optional(LabelCode) }),
  response: WebManifest,
  errors: [400],
});
