import type { LabelCode } from '@mijn/contract';
import type { labels } from '../../db/schema.ts';

export type LabelBrand = typeof labels.$inferInsert & { code: LabelCode };

/**
 * The six labels with fictional brands. UZOVI codes are from the unused 9xxx range; every primary
 * colour gives white text a contrast of at least 4.5:1 (seed tests check it). The logo and the
 * square icon of a label live in apps/server/content/labels/<code>/ (see labelAssetPath).
 */
export const labelCatalogue = [
  {
    code: 'default',
    brandName: 'Zorgzaam Zorgverzekeringen',
    shortName: 'Zorgzaam',
    collectivityName: 'Zorgzaam Particulier',
    uzoviCode: '9101',
    colors: { primary: '#0B5E55', primaryDark: '#07403A', accent: '#F2A900', background: '#F3F8F7' },
    phoneNumber: '088-9101000',
    email: 'klantenservice@zorgzaam.example',
    websiteUrl: 'https://www.zorgzaam.example',
  },
  {
    code: 'aev',
    brandName: 'Aemstel Verzekeringen',
    shortName: 'Aemstel',
    collectivityName: 'Aemstel Ondernemerscollectief',
    uzoviCode: '9102',
    colors: { primary: '#1D3F8F', primaryDark: '#132B63', accent: '#E4572E', background: '#F4F6FB' },
    phoneNumber: '088-9102000',
    email: 'zorg@aemstel.example',
    websiteUrl: 'https://www.aemstel.example',
  },
  {
    code: 'ble',
    brandName: 'Blauwe Lelie Zorg',
    shortName: 'Blauwe Lelie',
    collectivityName: 'Vereniging De Blauwe Lelie',
    uzoviCode: '9103',
    colors: { primary: '#3F3A8C', primaryDark: '#2A2663', accent: '#5FA8D3', background: '#F6F6FB' },
    phoneNumber: '088-9103000',
    email: 'service@blauwelelie.example',
    websiteUrl: 'https://www.blauwelelie.example',
  },
  {
    code: 'dmn',
    brandName: 'Duinmond Zorgverzekeraar',
    shortName: 'Duinmond',
    collectivityName: 'Duinmond Gemeentecollectief',
    uzoviCode: '9104',
    colors: { primary: '#8A4B08', primaryDark: '#5E3305', accent: '#3E8E7E', background: '#FBF7F1' },
    phoneNumber: '088-9104000',
    email: 'klantcontact@duinmond.example',
    websiteUrl: 'https://www.duinmond.example',
  },
  {
    code: 'pve',
    brandName: 'Polderveste Zorg',
    shortName: 'Polderveste',
    collectivityName: 'Polderveste Werkgeverscollectief',
    uzoviCode: '9105',
    colors: { primary: '#2E6B1F', primaryDark: '#1E4914', accent: '#E8B90F', background: '#F4F9F1' },
    phoneNumber: '088-9105000',
    email: 'zorgservice@polderveste.example',
    websiteUrl: 'https://www.polderveste.example',
  },
  {
    code: 'c4l',
    brandName: 'Samen4Leven Zorgverzekering',
    shortName: 'Samen4Leven',
    collectivityName: 'Samen4Leven Collectief',
    uzoviCode: '9106',
    colors: { primary: '#A0144F', primaryDark: '#700E37', accent: '#F28C28', background: '#FCF4F7' },
    phoneNumber: '088-9106000',
    email: 'hallo@samen4leven.example',
    websiteUrl: 'https://www.samen4leven.example',
  },
] as const satisfies readonly LabelBrand[];

export const labelByCode: Readonly<Record<LabelCode, LabelBrand>> = Object.fromEntries(
  labelCatalogue.map((label) => [label.code, label]),
) as Record<LabelCode, LabelBrand>;

/** Path of a label asset relative to apps/server/content, e.g. labels/aev/logo.svg. */
export const labelAssetPath = (code: LabelCode, asset: 'logo.svg' | 'icon.svg'): string =>
  `labels/${code}/${asset}`;
