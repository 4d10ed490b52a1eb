import { type Tile, tiles } from '@mijn/contract';
import {
  arrangeTiles,
  type IsoDate,
  isTileVisible,
  type TileData,
  type TileDevice,
  type TileUserContext,
  tileHasContent,
} from '@mijn/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import { useContent } from '../../../lib/content-client/index.ts';
import { mayCall } from '../../../lib/may-call.ts';
import type { SessionUser } from '../../../lib/session/index.ts';
import {
  type TileQueryInput,
  useDeclarationsPreview,
  useDigitalCards,
  useExcess,
  useFinancialSummary,
  useInsuranceRight,
  useInvoices,
  useOfferYear,
  usePolicyThisYear,
  useUnreadCount,
} from './tile-queries.ts';
import { tileSources } from './tile-sources.ts';

/** Everything the tiles read, as the server answered it; a tile shows only its own part. */
export interface TileDetails {
  unreadCount?: number;
  excess?: ReturnType<typeof useExcess>['data'];
  financialSummary?: ReturnType<typeof useFinancialSummary>['data'];
  invoices?: NonNullable<ReturnType<typeof useInvoices>['data']>['invoices'];
  digitalCards?: ReturnType<typeof useDigitalCards>['data'];
  declarations?: NonNullable<ReturnType<typeof useDeclarationsPreview>['data']>['declarations'];
  insuranceRight?: ReturnType<typeof useInsuranceRight>['data'];
}

export interface HomeTile {
  tile: Tile;
  /** Its data is still on its way: the screen keeps its place with a placeholder. */
  loading: boolean;
}

export interface HomeTiles {
  tiles: HomeTile[];
  details: TileDetails;
  isLoading: boolean;
}

/** Tiles whose rules look at the policy: they wait until the policy is known. */
const readsPolicy = (tile: Tile) => {
  const rules = tile.visibilityParametres;
  return rules.activePolicyRequired || rules.excludedProducts.length > 0 || rules.requiredProducts.length > 0;
};

/** Tiles bound to an offer year: they wait until the offered year is known. */
const readsOfferYear = (tile: Tile) => tile.visibilityParametres.offerYear !== null;

const pending = (query: UseQueryResult) => query.fetchStatus !== 'idle' && query.isPending;

/**
 * The home tiles of spec §2 for this user and device: the content file's tiles that pass every
 * visibility rule of spec §4, then those whose data calls for them, in the device's order.
 */
export function useHomeTiles(user: SessionUser, today: IsoDate, device: TileDevice): HomeTiles {
  const content = useContent(tiles);
  const allTiles = content.data?.tiles ?? [];

  const policyQuery = usePolicyThisYear({ user, today, wanted: allTiles.some(readsPolicy) });
  const policy = policyQuery.data ?? null;
  const policyKnown = !pending(policyQuery);
  const offerYearQuery = useOfferYear({ wanted: allTiles.some(readsOfferYear) });
  const offerYearKnown = !pending(offerYearQuery);

  const context: TileUserContext = {
    role: user.role,
    label: user.collectivityLabel,
    isDefaulter: user.isDefaulter,
    isAdult: user.isAdult,
    hasActivePolicy: policy?.isActive ?? false,
    products: policy?.products.flatMap((product) => [product.code, product.typeOfProduct]) ?? [],
    offerYear: offerYearQuery.data?.offerYear ?? null,
    today,
  };

  const candidates = allTiles.filter(
    (tile) =>
      (policyKnown || !readsPolicy(tile)) &&
      (offerYearKnown || !readsOfferYear(tile)) &&
      isTileVisible(tile.visibilityParametres, context),
  );
  const input: TileQueryInput = {
    user,
    today,
    wants: (endpoint) => candidates.some((tile) => tileSources[tile.type] === endpoint),
  };

  const unread = useUnreadCount(input);
  const excess = useExcess(input);
  const financialSummary = useFinancialSummary(input);
  const invoices = useInvoices(input);
  const digitalCards = useDigitalCards(input);
  const declarations = useDeclarationsPreview(input);
  const insuranceRight = useInsuranceRight(input);

  const queryOf = (tile: Tile): UseQueryResult | null => {
    switch (tile.type) {
      case 'messages':
        return unread;
      case 'excess':
        return excess;
      case 'dental':
        return financialSummary;
      case 'open-invoices':
      case 'payment-arrangement':
      case 'good-news':
        return invoices;
      case 'ehic':
        return digitalCards;
      case 'declarations':
        return declarations;
      case 'insurance-right':
        return insuranceRight;
      case 'marketing':
      case 'damage-insurance':
        return null;
    }
  };

  const data: TileData = {
    customerNumber: user.customerNumber,
    ...(unread.data ? { unreadMessagesLast6Months: unread.data.count } : {}),
    ...(excess.data ? { excessTotal: excess.data.amountTotal } : {}),
    ...(financialSummary.data ? { dentalTotal: financialSummary.data.dental.total } : {}),
    ...(invoices.data ? { invoices: invoices.data.invoices } : {}),
    ...(digitalCards.data
      ? { digitalCardCustomerNumbers: digitalCards.data.map((card) => card.customerNumber) }
      : {}),
    ...(declarations.data
      ? { declarationStatuses: declarations.data.declarations.map((declaration) => declaration.status) }
      : {}),
    ...(insuranceRight.data ? { insuranceRightCheckRequired: insuranceRight.data.isCheckRequired } : {}),
  };

  const shown = candidates.flatMap((tile): HomeTile[] => {
    const source = tileSources[tile.type];
    if (source !== null && !mayCall(user, source)) return [];
    const query = queryOf(tile);
    if (query !== null && pending(query)) return [{ tile, loading: true }];
    return tileHasContent(tile.type, data) ? [{ tile, loading: false }] : [];
  });

  const details: TileDetails = {
    ...(unread.data ? { unreadCount: unread.data.count } : {}),
    ...(excess.data ? { excess: excess.data } : {}),
    ...(financialSummary.data ? { financialSummary: financialSummary.data } : {}),
    ...(invoices.data ? { invoices: invoices.data.invoices } : {}),
    ...(digitalCards.data ? { digitalCards: digitalCards.data } : {}),
    ...(declarations.data ? { declarations: declarations.data.declarations } : {}),
    ...(insuranceRight.data ? { insuranceRight: insuranceRight.data } : {}),
  };

  return {
    tiles: arrangeTiles(
      shown.map((shownTile) => ({ ...shownTile, priorityAndPosition: shownTile.tile.priorityAndPosition })),
      device,
    ),
    details,
    isLoading: content.isPending || !policyKnown || !offerYearKnown,
  };
}
