import { AppConfig, type LabelCode } from '@mijn/contract';
import type { Config } from '../../config.ts';
import { labelByCode } from '../../core/labels/catalogue.ts';
import { type JsonText, jsonText } from '../../http/json-text.ts';
import type { LabelRow, LabelRows } from './label-rows.ts';

type Brand = LabelRow | (typeof labelByCode)[LabelCode];

/** Origins kept per brand: a page has one or two; a client inventing Host headers gets no more. */
const KEPT_ORIGINS = 16;

function appConfig(config: Config, label: LabelCode, brand: Brand, origin: string): AppConfig {
  return {
    label,
    brand: {
      name: brand.brandName,
      shortName: brand.shortName,
      logoUrl: `/labels/${label}/logo.svg`,
      colors: brand.colors,
    },
    // Empty means "this page's origin": one build serves every host.
    apiBaseUrl: '',
    contentBaseUrl: '',
    collectivityInformationUrlPart: label,
    redirectUrl: `${origin}/`,
    crossDomainBridgeBaseUrl: '',
    userCentricsId: '',
    gtmCode: '',
    analyticsCode: '',
    environment: config.environment,
    frontendUrl: origin,
    damageInsuranceUrl: `${brand.websiteUrl}/schadeverzekeringen`,
    releaseTag: config.releaseTag,
    enforceHttps: config.enforceHttps,
    outboxEnabled: config.outboxEnabled,
  };
}

/**
 * config.json of every page load, serialized once per brand and origin (decision 0071): the text is
 * kept with the label's row, so a changed row (a new object once its notice arrives) gets new texts.
 */
export function createAppConfigReplies(deps: { labelRow: LabelRows; config: Config }) {
  const { labelRow, config } = deps;
  const textsByBrand = new WeakMap<Brand, Map<string, JsonText<AppConfig>>>();
  return async (request: { label: LabelCode; origin: string }): Promise<JsonText<AppConfig>> => {
    const { label, origin } = request;
    // The catalogue is the seed's source, so a label without a row yet still gets its own brand.
    const brand = (await labelRow(label)) ?? labelByCode[label];
    let texts = textsByBrand.get(brand);
    if (!texts) {
      texts = new Map();
      textsByBrand.set(brand, texts);
    }
    const kept = texts.get(origin);
    if (kept) return kept;
    const text = jsonText(AppConfig, appConfig(config, label, brand, origin));
    if (texts.size < KEPT_ORIGINS) texts.set(origin, text);
    return text;
  };
}

export type AppConfigReplies = ReturnType<typeof createAppConfigReplies>;
