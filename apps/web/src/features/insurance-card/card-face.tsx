import type { DigitalInsuranceCardInformation } from '@mijn/contract';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { PersonName } from '../../components/person-name/index.ts';
import { formatDate } from '../../lib/format.ts';

interface CardFaceProps {
  card: DigitalInsuranceCardInformation;
}

/** The front of the care pass: the card labels of spec §3 (name, date of birth, policy number, UZOVI). */
export function CardFace({ card }: CardFaceProps) {
  const { t } = useTranslation('insurance-card');
  const face = card.insuranceCard;
  return (
    <section className="mijn-card" aria-label={t('card.label', { name: face.name })}>
      <div className="mijn-card-top">
        <span className="mijn-card-logo">
          <BrandLogo height={28} />
        </span>
        <span>{t('card.title')}</span>
      </div>
      <div className="mijn-card-name">
        <PersonName name={face.name} />
      </div>
      <dl>
        <div>
          <dt>{t('card.birth-date')}</dt>
          <dd>{formatDate(face.birthDate)}</dd>
        </div>
        <div>
          <dt>{t('card.policy-number')}</dt>
          <dd>{face.policyNumber}</dd>
        </div>
        <div>
          <dt>{t('card.uzovi')}</dt>
          <dd>{face.uzoviCode}</dd>
        </div>
      </dl>
    </section>
  );
}
