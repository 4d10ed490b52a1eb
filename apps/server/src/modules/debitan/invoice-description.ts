import type { ReaderLanguage } from '../../http/reader-language.ts';

interface DescribedInvoice {
  kind: 'premium' | 'excess' | 'other';
  description: string;
  premiumPeriodStart: string | null;
  premiumPeriodEnd: string | null;
}

const monthNames = {
  nl: new Intl.DateTimeFormat('nl-NL', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
};

const monthOf = (isoDay: string, language: ReaderLanguage) =>
  monthNames[language].format(new Date(`${isoDay}T12:00:00Z`));

const periodOf = (start: string, end: string, language: ReaderLanguage) => {
  const first = monthOf(start, language);
  const last = monthOf(end, language);
  return first === last ? first : `${first} – ${last}`;
};

/**
 * What an invoice is for, in the reader's language: a premium names its months, a correction of a
 * premium after a policy change (an other invoice with a premium period, decision 0046) too, an
 * excess invoice says so; anything else keeps the description the core gave it.
 */
export function invoiceDescription(invoice: DescribedInvoice, language: ReaderLanguage): string {
  const { premiumPeriodStart: start, premiumPeriodEnd: end } = invoice;
  if (invoice.kind === 'premium' && start && end) {
    const period = periodOf(start, end, language);
    return language === 'en' ? `Premium ${period}` : `Premie ${period}`;
  }
  if (invoice.kind === 'other' && start && end) {
    const period = periodOf(start, end, language);
    return language === 'en' ? `Premium correction ${period}` : `Premiecorrectie ${period}`;
  }
  if (invoice.kind === 'excess') return language === 'en' ? 'Compulsory excess' : 'Eigen risico';
  return invoice.description;
}
