import type { TileType } from './tile-types.ts';

/**
 * Invoice status ids of spec §4 that the customer can still pay through the portal: the arrears path
 * up to and including the collection agency, which collects for the insurer (decision 0037).
 */
const payableStatusIds: ReadonlySet<number> = new Set([1, 2, 3, 4, 6]);
const arrangementStatusId = 5;

export interface InvoiceFacts {
  status: { id: number };
  remaining: number;
}

/** Open, reminder, notice, summons or at the collection agency with money left to pay (spec §4 open-invoices tile). */
export function isPayableInvoice(invoice: InvoiceFacts): boolean {
  return payableStatusIds.has(invoice.status.id) && invoice.remaining > 0;
}

export function isArrangementInvoice(invoice: InvoiceFacts): boolean {
  return invoice.status.id === arrangementStatusId;
}

/**
 * The data each tile reads (spec §4). A field the app could not load stays undefined, and the
 * tile that needs it does not show: a tile never guesses.
 */
export interface TileData {
  /** Unread documents published in the last 6 months. */
  unreadMessagesLast6Months?: number;
  /** Total excess of this year in cents (0 for children, who pay none). */
  excessTotal?: number;
  /** Yearly maximum of the dental cover in cents; 0 or undefined without dental cover. */
  dentalTotal?: number;
  invoices?: readonly InvoiceFacts[];
  /** Customer numbers that have digital card info. */
  digitalCardCustomerNumbers?: readonly string[];
  /** The logged-in user's customer number. */
  customerNumber?: string;
  /** Status ids of the declarations in the preview. */
  declarationStatuses?: readonly number[];
  insuranceRightCheckRequired?: boolean;
}

/** Whether the tile has something to show for this data; marketing tiles (the damage-insurance one too) always do. */
export function tileHasContent(type: TileType, data: TileData): boolean {
  switch (type) {
    case 'messages':
      return (data.unreadMessagesLast6Months ?? 0) > 0;
    case 'excess':
      return (data.excessTotal ?? 0) > 0;
    case 'dental':
      return (data.dentalTotal ?? 0) > 0;
    case 'open-invoices':
      return data.invoices?.some(isPayableInvoice) ?? false;
    case 'payment-arrangement':
      return data.invoices?.some(isArrangementInvoice) ?? false;
    case 'good-news':
      return (
        data.invoices !== undefined &&
        !data.invoices.some((invoice) => isPayableInvoice(invoice) || isArrangementInvoice(invoice))
      );
    case 'ehic':
      return (
        data.customerNumber !== undefined &&
        (data.digitalCardCustomerNumbers?.includes(data.customerNumber) ?? false)
      );
    case 'declarations':
      // Status 0 is 'Afgehandeld' (spec §3 Declaration).
      return data.declarationStatuses?.includes(0) ?? false;
    case 'insurance-right':
      return data.insuranceRightCheckRequired === true;
    case 'marketing':
    case 'damage-insurance':
      return true;
  }
}
