import { Alert, Skeleton, Stack, Text } from '@mantine/core';
import type { CustomerSummary } from '@mijn/contract';
import { Fragment, type ReactNode, useState } from 'react';
import { useRequestablePersons } from '../../lib/queries/index.ts';
import { useSession } from '../../lib/session/index.ts';
import { PageHeading } from '../page-heading.tsx';

export interface CareRequestFormProps<Submitted> {
  persons: CustomerSummary[];
  selfCustomerNumber: string;
  onSubmitted: (request: Submitted) => void;
}

interface CareRequestScreenProps<Submitted> {
  className: string;
  title: string;
  intro: string;
  loadingLabel: string;
  noPersons: { title: string; text: string };
  /** The request form, for the persons the user may ask for, the user first chosen. */
  form: (props: CareRequestFormProps<Submitted>) => ReactNode;
  /** What the screen shows once sent; `onAnother` starts a fresh form. */
  sent: (request: Submitted, onAnother: () => void) => ReactNode;
}

/**
 * The screen of a care request (spec §6: for oneself and, as main insured, co-insured under 16):
 * loading, no one to ask for, the form, or the confirmation once sent.
 */
export function CareRequestScreen<Submitted>({
  className,
  title,
  intro,
  loadingLabel,
  noPersons,
  form,
  sent,
}: CareRequestScreenProps<Submitted>) {
  const { user } = useSession();
  const persons = useRequestablePersons(user);
  const [submitted, setSubmitted] = useState<Submitted | null>(null);
  const [attempt, setAttempt] = useState(0);

  let body: ReactNode;
  if (submitted !== null) {
    body = sent(submitted, () => {
      setSubmitted(null);
      setAttempt((count) => count + 1);
    });
  } else if (persons.isPending || user === null) {
    body = (
      <Stack gap="md" aria-busy="true" aria-label={loadingLabel}>
        <Skeleton height={120} radius="md" />
        <Skeleton height={240} radius="md" />
      </Stack>
    );
  } else if (persons.isError || persons.data.length === 0) {
    body = (
      <Alert color="red" title={noPersons.title}>
        {noPersons.text}
      </Alert>
    );
  } else {
    const self =
      persons.data.find((person) => person.customerNumber === user.customerNumber) ?? persons.data[0];
    body = (
      <Fragment key={attempt}>
        {form({
          persons: persons.data,
          selfCustomerNumber: self?.customerNumber ?? '',
          onSubmitted: setSubmitted,
        })}
      </Fragment>
    );
  }

  return (
    <Stack gap="lg" className={className}>
      <PageHeading>{title}</PageHeading>
      {submitted === null && <Text maw={720}>{intro}</Text>}
      {body}
    </Stack>
  );
}
