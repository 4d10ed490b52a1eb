import type { NotChangeableReason } from '@mijn/contract';
import type { PaymentMethod, PaymentTermMonths } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../lib/format.ts';

/** The words of the payment details, for the overview and the edit screen alike. */
export function usePaymentTexts() {
  const { t } = useTranslation('payment-details');
  return {
    t,
    method: (method: PaymentMethod) => t(`methods.${method}`),
    term: (term: PaymentTermMonths) => t(`terms.${term}`),
    reason: (reason: NotChangeableReason | null) => (reason === null ? null : t(`reasons.${reason}`)),
    scheduled: (change: {
      startsOn: string;
      paymentMethod: PaymentMethod;
      paymentTerm: PaymentTermMonths;
    }) => ({
      title: t('scheduled.title', { date: formatLongDate(change.startsOn) }),
      text: t('scheduled.text', {
        date: formatLongDate(change.startsOn),
        term: t(`terms.${change.paymentTerm}`).toLowerCase(),
        method: t(`methods.${change.paymentMethod}`),
      }),
    }),
  };
}
