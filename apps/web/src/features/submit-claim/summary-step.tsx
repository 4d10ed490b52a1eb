import { Checkbox, Stack, Text, Title } from '@mantine/core';
import { formatIban } from '@mijn/domain';
import { useTranslation } from 'react-i18next';
import type { Attachment } from '../../components/attachments/index.ts';
import { countryName } from '../../lib/countries.ts';
import { formatDate } from '../../lib/format.ts';
import {
  type ContractForm,
  formatTypedEuro,
  parseTypedDate,
  type ReviewRow,
  WizardReviewSection,
} from '../../lib/forms/index.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import {
  type AddressValues,
  type ClaimFormValues,
  type ClaimStep,
  type KnownIban,
  paysToTypedIban,
} from './claim-form.ts';

interface SummaryStepProps {
  claim: ContractForm<ClaimFormValues>;
  insuredName: string;
  attachments: readonly Attachment[];
  account: KnownIban;
  /** Takes the person back to the step where a section's answers were given. */
  onEdit: (step: ClaimStep) => void;
}

interface Section {
  step: Exclude<ClaimStep, 'summary'>;
  rows: ReviewRow[];
}

/** A typed date as the summary shows it; every step passed, so it is a date. */
function day(typed: string): string {
  const iso = parseTypedDate(typed);
  return iso === null ? typed : formatDate(iso);
}

function addressLine(address: AddressValues): string {
  const street = [address.Street, address.HouseNumber, address.HouseNumberAddition].filter(Boolean).join(' ');
  return [address.Name, street, `${address.PostalCode} ${address.City}`, address.Country]
    .filter(Boolean)
    .join(', ');
}

function useRows(values: ClaimFormValues): ReviewRow[] {
  const { t } = useTranslation('submit-claim');
  const { t: tForms } = useTranslation('forms');
  const yes = (value: string | boolean) => (value === 'yes' || value === true ? tForms('yes') : tForms('no'));
  if (values.kind === 'inland') {
    const inland = values.Inland;
    return [
      [t('inland.care-type'), t(`care-types.${inland.CareType}`)],
      [t('inland.care-provider'), inland.CareProvider],
      [t('inland.treatment-date'), day(inland.TreatmentDate)],
      [t('inland.amount'), formatTypedEuro(inland.Amount)],
    ];
  }
  if (values.kind === 'abroad') {
    const abroad = values.Abroad;
    const rows: ReviewRow[] = [
      [t('abroad.country'), countryName(abroad.Country, currentLanguage())],
      [t('abroad.period'), `${day(abroad.DateFrom)} – ${day(abroad.DateTo)}`],
      [t('abroad.amount'), `${abroad.Currency} ${abroad.Amount}`],
      [t('abroad.description'), abroad.Description],
      [t('abroad.pre-existing'), yes(abroad.HasPreExistingCondition)],
      [t('abroad.travel-insurance'), yes(abroad.HasTravelInsurance)],
    ];
    if (abroad.HasTravelInsurance === 'yes') {
      rows.push([
        t('abroad.travel-insurer'),
        `${abroad.TravelInsurer} (${abroad.TravelInsurancePolicyNumber})`,
      ]);
    }
    rows.push([t('abroad.third-party'), yes(abroad.CouldThirdPartyBeLiable)]);
    if (abroad.CouldThirdPartyBeLiable === 'yes') {
      const accident = abroad.Accident;
      rows.push([t('abroad.accident'), `${day(accident.Date)}, ${accident.Place}: ${accident.Description}`]);
      rows.push([t('abroad.traffic-accident'), yes(accident.IsTrafficAccident)]);
      if (accident.CounterParty.Name !== '') {
        const party = accident.CounterParty;
        rows.push([
          t('abroad.counter-party'),
          [party.Name, party.Address, party.PostalCode, party.City].filter(Boolean).join(', '),
        ]);
      }
    }
    return rows;
  }
  const transport = values.Transport;
  return [
    [t('transport.treatment-type'), t(`treatment-types.${transport.TreatmentType}`)],
    [t('transport.travel-type'), t(`travel-types.${transport.TravelType}`)],
    transport.TravelType === 'own'
      ? [t('transport.distance'), `${transport.DistanceKm} km`]
      : [t(`transport.amount-${transport.TravelType}`), formatTypedEuro(transport.Amount)],
    [t('transport.from'), addressLine(transport.From)],
    [t('transport.to'), addressLine(transport.To)],
    ...transport.Trips.map(
      (trip, index): ReviewRow => [
        t('transport.trip', { number: index + 1 }),
        [
          day(trip.Date),
          t(`transport.${trip.IsSingleTrip === 'single' ? 'single' : 'return'}`),
          trip.ExtraCostType === ''
            ? ''
            : `${t(`extra-costs.${trip.ExtraCostType}`)} ${formatTypedEuro(trip.ExtraCostAmount)}`,
        ]
          .filter(Boolean)
          .join(', '),
      ],
    ),
  ];
}

/** Step 5: everything at a glance, per step with a way back to change it, the truthfulness statement and the submit button (below). */
export function SummaryStep({ claim, insuredName, attachments, account, onEdit }: SummaryStepProps) {
  const { t } = useTranslation('submit-claim');
  const { form, field } = claim;
  const values = form.values;
  const sections: Section[] = [
    {
      step: 'who',
      rows: [
        [t('summary.insured'), insuredName],
        [t('summary.kind'), t(`kinds.${values.kind}`)],
      ],
    },
    { step: 'details', rows: useRows(values) },
    {
      step: 'attachments',
      rows: [[t('summary.attachments'), attachments.map((attachment) => attachment.file.name).join(', ')]],
    },
    {
      step: 'payout',
      rows: [
        [
          t('summary.payout'),
          paysToTypedIban(values, account)
            ? formatIban(values.Iban)
            : (account.ibanPayedByInsured ?? t('payout.known-account')),
        ],
      ],
    },
  ];
  return (
    <Stack gap="md">
      <Title order={3} size="h4">
        {t('summary.check')}
      </Title>
      {sections.map(({ step, rows }) => (
        <WizardReviewSection
          key={step}
          id={`summary-${step}`}
          title={t(`steps.${step}`)}
          headingOrder={4}
          changeText={t('summary.change')}
          changeLabel={t('summary.change-step', { step: t(`steps.${step}`) })}
          onEdit={() => onEdit(step)}
          rows={rows}
        />
      ))}
      <Text size="sm">{t('summary.truthful-help')}</Text>
      <Checkbox label={t('summary.truthful')} {...field('IsTruthful', 'checkbox')} />
    </Stack>
  );
}
