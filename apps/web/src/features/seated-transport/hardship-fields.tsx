import { Button, Fieldset, Group, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { distanceUnits, periodUnits } from '@mijn/domain';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../lib/errors/index.ts';
import { AddressField, type ContractForm, PostcodeFill, YesNoField } from '../../lib/forms/index.ts';
import { careCountries } from './care-countries.ts';
import { emptyAddress, emptyCareInstance, type SeatedTransportFormValues } from './form-model.ts';

type TransportRequestForm = ContractForm<SeatedTransportFormValues>;

/** Largest number of care instances the contract accepts. */
const MAX_CARE_INSTANCES = 10;

interface AmountWithUnitProps {
  request: TransportRequestForm;
  path: string;
  label: string;
  unitLabel: string;
  units: { value: string; label: string }[];
}

/** An amount with its unit beside it (e.g. 3 per week), each with its own accessible name. */
function AmountWithUnit({ request, path, label, unitLabel, units }: AmountWithUnitProps) {
  const { field } = request;
  return (
    <Group align="flex-start" gap="xs" wrap="nowrap">
      <TextInput
        label={label}
        inputMode="numeric"
        withAsterisk
        style={{ flex: 1 }}
        {...field(`${path}.Amount`)}
      />
      <NativeSelect label={unitLabel} data={units} style={{ flex: 1 }} {...field(`${path}.Unit`)} />
    </Group>
  );
}

interface CareInstanceFieldsProps {
  request: TransportRequestForm;
  index: number;
  removable: boolean;
}

function CareInstanceFields({ request, index, removable }: CareInstanceFieldsProps) {
  const { t, i18n } = useTranslation('seated-transport');
  const { form, field } = request;
  const base = `Hardship.CareInstances.${index}`;
  const address = form.values.Hardship.CareInstances[index]?.Address ?? emptyAddress();
  const periods = [
    { value: String(periodUnits.week), label: t('units.weeks') },
    { value: String(periodUnits.month), label: t('units.months') },
  ];
  const frequencies = [
    { value: String(periodUnits.week), label: t('units.per-week') },
    { value: String(periodUnits.month), label: t('units.per-month') },
  ];
  const distances = distanceUnits.map((unit) => ({ value: unit, label: t(`units.${unit}`) }));
  return (
    <Fieldset legend={t('hardship.instance-legend', { number: index + 1 })} variant="filled">
      <Stack gap="md">
        <TextInput label={t('care-instance.name')} withAsterisk {...field(`${base}.Name`)} />
        <AddressField
          field={field}
          path={`${base}.Address`}
          countryName="CountryCode"
          countries={careCountries(i18n.language)}
        />
        {address.CountryCode === 'NL' && (
          <PostcodeFill
            form={request.form}
            street={`${base}.Address.Street`}
            city={`${base}.Address.City`}
            postalCode={address.PostalCode}
            houseNumber={address.HouseNumber}
          />
        )}
        <AmountWithUnit
          request={request}
          path={`${base}.Duration`}
          label={t('hardship.duration')}
          unitLabel={t('hardship.duration-unit')}
          units={periods}
        />
        <AmountWithUnit
          request={request}
          path={`${base}.Distance`}
          label={t('hardship.distance')}
          unitLabel={t('hardship.distance-unit')}
          units={distances}
        />
        <AmountWithUnit
          request={request}
          path={`${base}.AmountTransportNeeded`}
          label={t('hardship.transports')}
          unitLabel={t('hardship.transports-unit')}
          units={frequencies}
        />
        {removable && (
          <Group justify="flex-end">
            <Button
              variant="subtle"
              color="red"
              onClick={() => form.removeListItem('Hardship.CareInstances', index)}
            >
              {t('hardship.remove', { number: index + 1 })}
            </Button>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}

/** Hardship clause: the indication and one or more care instances with duration, distance and frequency. */
export function HardshipFields({ request }: { request: TransportRequestForm }) {
  const { t } = useTranslation('seated-transport');
  const { form, field } = request;
  const fieldError = useFieldError();
  const instances = form.values.Hardship.CareInstances;
  const multiple = form.values.Hardship.MultipleInstances === 'yes';
  const shown = multiple ? instances : instances.slice(0, 1);
  const listError = form.errors['Hardship.CareInstances'];

  // A new care instance gets focus on its first field; a removed one hands focus to the add button.
  const previousCount = useRef(instances.length);
  const addButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (instances.length > previousCount.current) {
      form.getInputNode(`Hardship.CareInstances.${instances.length - 1}.Name`)?.focus();
    } else if (instances.length < previousCount.current) {
      addButton.current?.focus();
    }
    previousCount.current = instances.length;
  }, [instances.length, form]);

  return (
    <Stack gap="md">
      <Textarea
        label={t('hardship.indication')}
        description={t('hardship.indication-description')}
        rows={4}
        withAsterisk
        {...field('Hardship.Indication')}
      />
      <YesNoField label={t('hardship.multiple')} {...field('Hardship.MultipleInstances')} />
      {shown.map((instance, index) => (
        <CareInstanceFields
          key={instance.key}
          request={request}
          index={index}
          removable={multiple && instances.length > 1}
        />
      ))}
      {listError !== undefined && (
        <Text c="red.8" size="sm" role="alert" data-path="Hardship.CareInstances" tabIndex={-1}>
          {fieldError(listError)}
        </Text>
      )}
      {multiple && instances.length < MAX_CARE_INSTANCES && (
        <Group>
          <Button
            ref={addButton}
            variant="light"
            onClick={() => form.insertListItem('Hardship.CareInstances', emptyCareInstance())}
          >
            {t('hardship.add')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
