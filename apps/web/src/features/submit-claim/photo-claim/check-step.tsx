import { Button, Checkbox, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { BillReading } from '@mijn/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';
import { formatTypedEuro, parseTypedDate } from '../../../lib/forms/index.ts';
import type { ClaimDraft } from '../claim-draft.ts';
import { type InlandField, InlandFields, inlandFields } from '../inland-fields.tsx';
import { PayoutStep } from '../payout-step.tsx';
import { readFields } from './read-bill.ts';

interface CheckStepProps {
  draft: ClaimDraft;
  /** Null while the bill is being read. */
  reading: BillReading | null;
  /** The person opened the read fields to change them (or a read value was refused). */
  editing: boolean;
  onEdit: () => void;
}

const labels: Record<InlandField, string> = {
  CareType: 'inland.care-type',
  CareProvider: 'inland.care-provider',
  TreatmentDate: 'inland.treatment-date',
  Amount: 'inland.amount',
};

/** The photo-first claim's last step: what was read, what must still be typed, the account and the statement. */
export function CheckStep({ draft, reading, editing, onEdit }: CheckStepProps) {
  const { t } = useTranslation('submit-claim');
  const { claim, files } = draft;
  const inland = claim.form.values.Inland;
  const errors = claim.form.errors;
  const readRefused = reading !== null && readFields(reading).some((name) => errors[`Inland.${name}`]);
  // A value read from the bill that the rules refuse (a date in the future) is opened to correct.
  useEffect(() => {
    if (readRefused && !editing) onEdit();
  }, [readRefused, editing, onEdit]);
  if (reading === null) {
    return (
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{t('photo.reading')}</Text>
      </Group>
    );
  }
  // Read fields are shown to check; the others are asked (all of them once opened to change).
  const read = editing ? [] : readFields(reading);
  const asked = inlandFields.filter((name) => !read.includes(name));
  const askedTitle = editing ? 'photo.edit-title' : read.length === 0 ? 'photo.type-all' : 'photo.type-rest';
  const shown = (name: InlandField): string => {
    if (name === 'CareType') return t(`care-types.${inland.CareType}`);
    if (name === 'TreatmentDate')
      return formatDate(parseTypedDate(inland.TreatmentDate) ?? inland.TreatmentDate);
    if (name === 'Amount') return formatTypedEuro(inland.Amount);
    return inland[name];
  };
  const rows: [string, string][] = [
    [t('summary.insured'), draft.insuredName],
    [t('photo.pages'), t('photo.page-count', { count: files.attachments.length })],
    ...read.map((name): [string, string] => [t(labels[name]), shown(name)]),
  ];

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <dl className="mijn-wizard-review mijn-claim-summary">
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        {read.length > 0 && (
          <Group>
            <Button variant="light" size="compact-sm" onClick={onEdit} aria-label={t('photo.change-read')}>
              {t('summary.change')}
            </Button>
          </Group>
        )}
      </Stack>
      {asked.length > 0 && (
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t(askedTitle)}
          </Title>
          <InlandFields claim={claim} only={asked} />
        </Stack>
      )}
      <PayoutStep claim={claim} account={draft.account} forOther={draft.forOther} />
      <Checkbox
        label={t('summary.truthful')}
        description={t('summary.truthful-help')}
        {...claim.field('IsTruthful', 'checkbox')}
      />
    </Stack>
  );
}
