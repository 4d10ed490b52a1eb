import type { IsoDate } from '../dates/iso-date.ts';
import type { Role } from '../roles.ts';

/** The home tiles of spec §2, each reading its own data. */
export const tileTypes = [
  'messages',
  'excess',
  'dental',
  'open-invoices',
  'payment-arrangement',
  'good-news',
  'ehic',
  'declarations',
  'insurance-right',
  'marketing',
  'damage-insurance',
] as const;
export type TileType = (typeof tileTypes)[number];

export const tileDevices = ['desktop', 'mobile'] as const;
export type TileDevice = (typeof tileDevices)[number];

/**
 * Priority picks which tiles fit when there are more than places (1 is most important); position
 * orders the chosen tiles on the screen (1 comes first).
 */
export interface TilePlacement {
  priority: number;
  position: number;
}

/** The visibility rules of spec §4, as the tiles content file carries them (spec's spelling). */
export interface TileVisibilityParametres {
  /** First day the tile may show (inclusive). */
  startDate: IsoDate | null;
  /** Last day the tile may show (inclusive). */
  endDate: IsoDate | null;
  /** Roles that never see the tile. */
  excludedInsuredTypes: readonly Role[];
  /** When non-empty, only users of these collectivity labels see the tile. */
  exclusiveCollectivities: readonly string[];
  activePolicyRequired: boolean;
  /** Product codes or product types (MB, AP, TA, OW, ...); having any of them hides the tile. */
  excludedProducts: readonly string[];
  /** Product codes or product types; the user must have every one of them. */
  requiredProducts: readonly string[];
  excludeDefaulters: boolean;
  /** 18 or older (spec §9 adult age). */
  adultRequired: boolean;
  /** When set, only users whose offer year is this year see the tile. */
  offerYear: number | null;
}

/** What the rules look at about the logged-in user. */
export interface TileUserContext {
  role: Role;
  /** Lower-cased label code of the user (token collectivityLabel). */
  label: string;
  isDefaulter: boolean;
  isAdult: boolean;
  hasActivePolicy: boolean;
  /** Codes and types of the products on the user's active policy, e.g. ['MB-NATURA', 'MB', 'TA-500', 'TA']. */
  products: readonly string[];
  /** The year whose policy can currently be chosen (next year during the switching season), if known. */
  offerYear: number | null;
  today: IsoDate;
}

export const tileRules = [
  'startDate',
  'endDate',
  'excludedInsuredTypes',
  'exclusiveCollectivities',
  'activePolicyRequired',
  'excludedProducts',
  'requiredProducts',
  'excludeDefaulters',
  'adultRequired',
  'offerYear',
] as const;
export type TileRule = (typeof tileRules)[number];
