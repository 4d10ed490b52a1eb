import { Button, Fieldset, Group, NativeSelect, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { extraCostTypes, MAX_TRIPS } from '@mijn/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../lib/errors/index.ts';
import { type ContractForm, DateField, MoneyField } from '../../lib/forms/index.ts';
import { type ClaimFormValues, emptyTrip } from './claim-form.ts';

/** 1 to 20 trips (spec §9), each with its date, single or return, and an optional extra cost. */
export function TripsFields({ claim }: { claim: ContractForm<ClaimFormValues> }) {
  const { t } = useTranslation('submit-claim');
  const { form, field } = claim;
  const fieldError = useFieldError();
  const trips = form.values.Transport.Trips;
  const [limitReached, setLimitReached] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);

  const add = () => {
    if (trips.length >= MAX_TRIPS) {
      setLimitReached(true);
      return;
    }
    form.insertListItem('Transport.Trips', emptyTrip());
    // The new trip's date field takes focus, so the keyboard user types on.
    requestAnimationFrame(() => {
      document.getElementById(`trip-date-${trips.length}`)?.focus();
    });
  };

  const remove = (index: number) => {
    form.removeListItem('Transport.Trips', index);
    setLimitReached(false);
    requestAnimationFrame(() => addButton.current?.focus());
  };

  const listError = form.errors['Transport.Trips'];
  return (
    <Stack gap="md">
      <Text fw={600} component="h3" size="md" m={0}>
        {t('transport.trips', { count: trips.length })}
      </Text>
      {trips.map((trip, index) => {
        const base = `Transport.Trips.${index}`;
        return (
          <Fieldset key={trip.key} legend={t('transport.trip', { number: index + 1 })} variant="filled">
            <Stack gap="sm">
              <DateField
                id={`trip-date-${index}`}
                label={t('transport.trip-date')}
                {...field(`${base}.Date`)}
              />
              <Radio.Group
                label={t('transport.single-or-return')}
                withAsterisk
                {...field(`${base}.IsSingleTrip`)}
              >
                <Group gap="lg" mt="xs">
                  <Radio value="single" label={t('transport.single')} />
                  <Radio value="return" label={t('transport.return')} />
                </Group>
              </Radio.Group>
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
                <NativeSelect
                  label={t('transport.extra-cost')}
                  data={[
                    { value: '', label: t('transport.no-extra-cost') },
                    ...extraCostTypes.map((type) => ({ value: type, label: t(`extra-costs.${type}`) })),
                  ]}
                  {...field(`${base}.ExtraCostType`)}
                />
                {trip.ExtraCostType !== '' && (
                  <MoneyField
                    label={t('transport.extra-cost-amount')}
                    {...field(`${base}.ExtraCostAmount`)}
                  />
                )}
              </SimpleGrid>
              {trips.length > 1 && (
                <Group justify="flex-end">
                  <Button variant="subtle" color="#b02a2a" size="compact-sm" onClick={() => remove(index)}>
                    {t('transport.remove-trip', { number: index + 1 })}
                  </Button>
                </Group>
              )}
            </Stack>
          </Fieldset>
        );
      })}
      <Group>
        <Button ref={addButton} variant="light" onClick={add}>
          {t('transport.add-trip')}
        </Button>
      </Group>
      <div aria-live="polite">
        {(limitReached || listError) && (
          <Text size="sm" c="#b02a2a">
            {fieldError(limitReached ? 'validators.too-many-trips' : listError)}
          </Text>
        )}
      </div>
    </Stack>
  );
}
