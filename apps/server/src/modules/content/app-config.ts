import type { AppConfig, LabelCode } from '@mijn/contract';
import type { Config } from '../../config.ts';
import { labelByCode } from '../../core/labels/catalogue.ts';
import type { LabelRows } from './label-rows.ts';

export async function buildAppConfig(
  deps: { labelRow: LabelRows; config: Config },
  request: { label: LabelCode; origin: string },
): Promise<AppConfig> {
  const { labelRow, config } = deps;
  const row = await labelRow(request.label);
  // The catalogue is the seed's source, so a label without a row yet still gets its own brand.
  const brand = row ?? labelByCode[request.label];
  return {
    label: request.label,
    brand: {
      name: brand.brandName,
      shortName: brand.shortName,
      logoUrl: `/labels/${request.label}/logo.svg`,
      colors: brand.colors,
    },
    // Empty means "this page's origin": one build serves every host.
    apiBaseUrl: '',
    contentBaseUrl: '',
    collectivityInformationUrlPart: request.label,
    redirectUrl: `${request.origin}/`,
    crossDomainBridgeBaseUrl: '',
    userCentricsId: '',
    gtmCode: '',
    analyticsCode: '',
    environment: config.environment,
    frontendUrl: request.origin,
    damageInsuranceUrl: `${brand.websiteUrl}/schadeverzekeringen`,
    releaseTag: config.releaseTag,
    enforceHttps: config.enforceHttps,
    outboxEnabled: config.outboxEnabled,
  };
}
