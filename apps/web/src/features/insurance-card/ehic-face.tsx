import type { Ehic } from '@mijn/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PersonName } from '../../components/person-name/index.ts';
import { formatDate } from '../../lib/format.ts';

interface EhicFaceProps {
  ehic: Ehic;
}

/** The European health insurance card: fields 3 to 9 of the EU model. */
export function EhicFace({ ehic }: EhicFaceProps) {
  const { t } = useTranslation('insurance-card');
  const fields: readonly [string, string, ReactNode][] = [
    ['3', t('ehic.last-name'), <PersonName key="3" name={ehic.lastName} />],
    ['4', t('ehic.given-names'), <PersonName key="4" name={ehic.givenNames} />],
    ['5', t('ehic.birth-date'), formatDate(ehic.birthDate)],
    ['6', t('ehic.personal-id'), ehic.personalIdentificationNumber],
    ['7', t('ehic.institution'), ehic.institutionIdentification],
    ['8', t('ehic.card-number'), ehic.cardIdentificationNumber],
    ['9', t('ehic.expiry'), formatDate(ehic.expiryDate)],
  ];
  return (
    <section
      className="mijn-ehic"
      aria-label={t('ehic.label', { name: `${ehic.givenNames} ${ehic.lastName}` })}
    >
      <div className="mijn-ehic-title">
        <span>{t('ehic.title')}</span>
        <span>NL</span>
      </div>
      <dl>
        {fields.map(([number, label, value]) => (
          <div key={number} className="mijn-ehic-field">
            <dt>{number}</dt>
            <dd>
              <span className="mijn-ehic-label">{label}</span>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
