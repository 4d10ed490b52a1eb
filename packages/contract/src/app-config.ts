import { z } from 'zod/mini';
import { endpoint } from './endpoint.ts';

export const labelCodes = ['default', 'aev', 'ble', 'dmn', 'pve', 'c4l'] as const;
export const LabelCode = z.enum(labelCodes);
export type LabelCode = z.infer<typeof LabelCode>;

export const Brand = z.object({
  name: z.string(),
  shortName: z.string(),
  logoUrl: z.string(),
  colors: z.object({
    primary: z.string().check(z.describe('Main brand colour, #rrggbb')),
    primaryDark: z.string(),
    accent: z.string(),
    background: z.string(),
  }),
});
export type Brand = z.infer<typeof Brand>;

/** The app configuration of spec §3, resolved per request host. */
export const AppConfig = z.object({
  label: LabelCode,
  brand: Brand,
  apiBaseUrl: z.string(),
  contentBaseUrl: z.string(),
  collectivityInformationUrlPart: z.string(),
  redirectUrl: z.string(),
  crossDomainBridgeBaseUrl: z.string(),
  userCentricsId: z.string(),
  gtmCode: z.string(),
  analyticsCode: z.string(),
  environment: z.enum(['development', 'test', 'production']),
  frontendUrl: z.string(),
  damageInsuranceUrl: z.string(),
  releaseTag: z.string(),
  enforceHttps: z.boolean(),
  outboxEnabled: z.boolean(),
});
export type AppConfig = z.infer<typeof AppConfig>;

export const appConfig = endpoint({
  method: 'GET',
  path: '/config.json',
  base: 'root',
  permission: 'public',
  summary: 'The app configuration for the label of the request host (no cache)',
  query: z.object({ label: z.optional(LabelCode) }),
  response: AppConfig,
});
