import type { BillReading } from '@mijn/contract';
import type { CareType } from '@mijn/domain';

export type { BillReading };

/** A euro amount as bills print it: "77,00", "1.234,50", "€ 45,50", "EUR 38.50". */
const AMOUNT = /(?:€|EUR)?\s*(\d{1,3}(?:\.\d{3})+,\d{2}|\d+[,.]\d{2})(?!\d)/gi;
/** A day as bills print it: 14-10-2026, 14/10/2026, 14.10.2026. */
const DAY = /\b(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})\b/;
const TOTAL_LINE = /\b(totaal|total|te betalen|amount due|to pay)\b/i;
const TREATMENT_LINE = /\b(behandel\w*|treatment|consult\w*|datum zorg|date of (care|service))\b/i;
/** Letterhead words that are not the provider's name. */
const NOT_A_NAME = /^(factuur|nota|invoice|bill|rekening)\b/i;

/** Words that name the kind of care on Dutch and English bills. */
const CARE_WORDS: Record<CareType, RegExp> = {
  'general-practitioner': /huisarts|general practitioner/i,
  hospital: /ziekenhuis|hospital|medisch specialist|polikliniek/i,
  pharmacy: /apothe(ek|ker)|pharmacy/i,
  'mental-health': /psycholo|psychiat|\bggz\b/i,
  physiotherapy: /fysiothera|physiothera|oefenthera/i,
  dental: /tandarts|dentist|dental|mondzorg|orthodont/i,
  'glasses-and-lenses': /opticien|optician|brillen|contactlens/i,
  'alternative-medicine': /acupunct|homeopa|osteopa|natuurgenees/i,
  maternity: /kraamzorg|verloskund|midwife|maternity/i,
  'medical-aids': /hulpmiddel|medical aid/i,
};

export const nothingRead: BillReading = {
  careType: null,
  careProvider: null,
  treatmentDate: null,
  amount: null,
};

/** The kind of care whose word comes first on the bill (the letterhead before the lines). */
function careTypeOf(text: string): CareType | null {
  let first: { type: CareType; at: number } | null = null;
  for (const [type, words] of Object.entries(CARE_WORDS) as [CareType, RegExp][]) {
    const at = text.search(words);
    if (at >= 0 && (first === null || at < first.at)) first = { type, at };
  }
  return first?.type ?? null;
}

/** The last amount on the last total line, written as a person types it ("77,00"). */
function totalOf(lines: readonly string[]): string | null {
  for (const line of [...lines].reverse()) {
    if (!TOTAL_LINE.test(line)) continue;
    const amounts = [...line.matchAll(AMOUNT)].map((match) => match[1]!);
    const last = amounts.at(-1);
    if (!last) continue;
    const cents = Math.round(Number(last.replace(/\.(?=\d{3})/g, '').replace(',', '.')) * 100);
    if (cents > 0) return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
  }
  return null;
}

function isoDay(day: string, month: string, year: string): string | null {
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** The first date on a line that speaks of the treatment (never a birth or invoice date). */
function treatmentDateOf(lines: readonly string[]): string | null {
  for (const line of lines) {
    if (!TREATMENT_LINE.test(line)) continue;
    const match = DAY.exec(line);
    const iso = match ? isoDay(match[1]!, match[2]!, match[3]!) : null;
    if (iso) return iso;
  }
  return null;
}

/** The letterhead: the first line with a name in it, without an invoice number behind a dash. */
function providerOf(lines: readonly string[]): string | null {
  const first = lines.find((line) => /\p{L}{3,}/u.test(line));
  if (!first) return null;
  const name = first.split(/\s[-–|]\s/)[0]!.trim();
  if (NOT_A_NAME.test(name) || /^\d/.test(name)) return null;
  return name.length >= 3 && name.length <= 100 ? name : null;
}

/**
 * Reads a bill's text the way a claims clerk skims it: the kind of care from its words, the provider
 * from the letterhead, the treatment
 * date from a line about the treatment, the amount from the total line (the letterhead counts only
 * when one of those is there). What is not clearly there stays null, so the person is asked rather than shown a guess.
 */
export function readBillText(text: string): BillReading {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
  const treatmentDate = treatmentDateOf(lines);
  const amount = totalOf(lines);
  // A letterhead is only trusted on a page that reads as a bill: recognition finds "words" in any stain.
  const isBill = treatmentDate !== null || amount !== null;
  return {
    careType: isBill ? careTypeOf(lines.join('\n')) : null,
    careProvider: isBill ? providerOf(lines) : null,
    treatmentDate,
    amount,
  };
}

/** Several pages of one bill: each field from the first page it could be read on. */
export function mergeReadings(readings: readonly BillReading[]): BillReading {
  return {
    careType: readings.find((reading) => reading.careType)?.careType ?? null,
    careProvider: readings.find((reading) => reading.careProvider)?.careProvider ?? null,
    treatmentDate: readings.find((reading) => reading.treatmentDate)?.treatmentDate ?? null,
    amount: readings.find((reading) => reading.amount)?.amount ?? null,
  };
}
