import { Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format.ts';
import { typedDateToInput, WizardReviewSection, type YesNo } from '../../lib/forms/index.ts';
import type { AddressValues, SeatedTransportFormValues, TransportStep } from './form-model.ts';
import { travelQuestions } from './form-model.ts';
import { reimbursementOf } from './reimbursement.tsx';

type Row = [label: string, value: string];
type Translate = TFunction<'seated-transport'>;

interface ReviewStepProps {
  values: SeatedTransportFormValues;
  personName: string;
  fileNames: string[];
  onEdit: (step: TransportStep) => void;
}

const addressLine = (address: AddressValues) =>
  [
    `${address.Street} ${address.HouseNumber}`.trim(),
    `${address.PostalCode.toUpperCase()} ${address.City}`.trim(),
  ]
    .filter(Boolean)
    .join(', ');

function day(typed: string) {
  const iso = typedDateToInput(typed);
  return typeof iso === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(iso) ? formatDate(iso) : typed;
}

function detailRows(
  values: SeatedTransportFormValues,
  t: Translate,
  yesNo: (answer: YesNo) => string,
): Row[] {
  const { Wheelchair: chair, VisuallyImpaired: eyes, Hardship: hardship, AllOther: centre } = values;
  const rows: Row[] = [];
  switch (values.Purpose) {
    case 'kidney-dialysis':
    case 'oncology':
      rows.push(
        [t('care-instance.name'), centre.Name],
        [t('review.address'), addressLine(centre.CareInstance)],
      );
      break;
    case 'wheelchair':
      rows.push(
        [t('wheelchair.max-walking'), `${chair.MaxAmountWalking} ${t('units.m')}`],
        [t('wheelchair.long-term'), yesNo(chair.LongTermDependent)],
      );
      if (chair.LongTermDependent === 'no') rows.push([t('wheelchair.months'), chair.NumberOfMonths]);
      break;
    case 'visually-impaired':
      rows.push(
        [t('vision.field-smaller'), yesNo(eyes.SmallerAs20Degrees)],
        [t('vision.left-eye'), eyes.LeftEye],
        [t('vision.right-eye'), eyes.RightEye],
      );
      break;
    case 'hardship-clause': {
      const instances =
        hardship.MultipleInstances === 'yes' ? hardship.CareInstances : hardship.CareInstances.slice(0, 1);
      rows.push(
        [t('hardship.indication'), hardship.Indication],
        ...instances.map(
          (instance, index): Row => [
            t('hardship.instance-legend', { number: index + 1 }),
            `${instance.Name}, ${addressLine(instance.Address)}`,
          ],
        ),
      );
      break;
    }
    case '':
      break;
  }
  rows.push([t('review.period'), `${day(values.StartDate)} – ${day(values.EndDate)}`]);
  return rows;
}

function travelRows(
  values: SeatedTransportFormValues,
  t: Translate,
  yesNo: (answer: YesNo) => string,
  fileNames: string[],
): Row[] {
  const asks = travelQuestions(values);
  const mode = values.TravelMode;
  const rows: Row[] =
    mode === ''
      ? []
      : [
          [t('travel.mode'), t(`travel.modes.${mode}`)],
          [t('review.reimbursed'), reimbursementOf(mode, t)],
        ];
  if (asks.cabExplanation) rows.push([t('travel.cab-explanation'), values.OnlyTravelCabExplanation]);
  if (asks.escort) rows.push([t('travel.escort'), yesNo(values.NeedsEscort)]);
  rows.push(
    [t('review.additional'), values.AdditionalInformation.trim()],
    [t('review.files'), fileNames.join(', ')],
  );
  return rows;
}

/** Step 4: every answer per step with "Wijzigen" back to it, then the send button (below). */
export function ReviewStep({ values, personName, fileNames, onEdit }: ReviewStepProps) {
  const { t } = useTranslation('seated-transport');
  const { t: tForms } = useTranslation('forms');
  const yesNo = (answer: YesNo) => (answer === '' ? '' : tForms(answer));
  const sections: { step: TransportStep; rows: Row[] }[] = [
    {
      step: 'purpose',
      rows: [
        [t('review.person'), personName],
        [t('review.purpose'), values.Purpose === '' ? '' : t(`purpose.${values.Purpose}`)],
        [t('review.request-type'), values.RequestType === '' ? '' : t(`request-type.${values.RequestType}`)],
      ],
    },
    { step: 'details', rows: detailRows(values, t, yesNo) },
    { step: 'travel', rows: travelRows(values, t, yesNo, fileNames) },
  ];
  return (
    <Stack gap="md">
      {sections.map(({ step, rows }) => (
        <WizardReviewSection
          key={step}
          id={`seated-review-${step}`}
          title={t(`steps.${step}`)}
          headingOrder={3}
          changeText={t('review.change')}
          changeLabel={t('review.change-step', { step: t(`steps.${step}`) })}
          onEdit={() => onEdit(step)}
          rows={rows}
          className="seated-transport-review"
        />
      ))}
    </Stack>
  );
}
