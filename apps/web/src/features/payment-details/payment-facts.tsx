import type { DirectDebitAuthority } from '@mijn/contract';
import type { ReactNode } from 'react';
import { ToneBadge } from '../../components/tone-badge/tone-badge.tsx';
import { formatDate } from '../../lib/format.ts';
import { usePaymentTexts } from './payment-texts.ts';

export interface Fact {
  name: string;
  value: ReactNode;
}

/** Named facts as a description list: side by side on a wide screen, stacked on a phone. */
export function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="mijn-payment-facts">
      {facts.map(({ name, value }) => (
        <div key={name} style={{ display: 'contents' }}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A masked account number, or that none is known. */
export function AccountNumber({ iban }: { iban: string | null }) {
  const { t } = usePaymentTexts();
  return iban === null ? t('no-account') : <span className="mijn-iban">{iban}</span>;
}

/** Spec §4 direct-debit authority: valid (with its reference) or not granted. */
export function Authority({ authority }: { authority: DirectDebitAuthority }) {
  const { t } = usePaymentTexts();
  if (authority.status === 'not-granted')
    return <ToneBadge tone="warning">{t('authority.not-granted')}</ToneBadge>;
  return (
    <>
      <ToneBadge tone="positive">{t('authority.valid')}</ToneBadge>{' '}
      {authority.reference !== null && authority.signedOn !== null && (
        <span style={{ fontWeight: 400 }}>
          {t('authority.details', { reference: authority.reference, date: formatDate(authority.signedOn) })}
        </span>
      )}
    </>
  );
}
