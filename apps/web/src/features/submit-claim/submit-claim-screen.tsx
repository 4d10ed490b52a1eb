import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../components/page-heading.tsx';
import { useClaimDraft } from './claim-draft.ts';
import { ClaimSubmitted } from './claim-submitted.tsx';
import { ClaimWizard } from './claim-wizard.tsx';
import { PhotoClaim } from './photo-claim/photo-claim.tsx';
import { useIsPhone } from './use-is-phone.ts';
import './submit-claim.css';

/**
 * indienen-zorgkosten: a phone claims photo-first (who, the bill's pages, check and send); a wider
 * screen gets the full form, and either can switch to the other. Both send the same claim.
 */
export function SubmitClaimScreen() {
  const { t } = useTranslation('submit-claim');
  const draft = useClaimDraft();
  const phone = useIsPhone();
  const [chosen, setChosen] = useState<'photo' | 'form' | null>(null);
  const way = chosen ?? (phone ? 'photo' : 'form');

  if (draft.submitted !== null) {
    return (
      <Stack gap="lg" maw={760}>
        <PageHeading>{t('title')}</PageHeading>
        <ClaimSubmitted {...draft.submitted} onAnother={draft.startOver} />
      </Stack>
    );
  }

  return (
    <Stack gap="lg" maw={760}>
      <Stack gap="xs">
        <PageHeading>{t('title')}</PageHeading>
        <Text>{t(way === 'photo' ? 'photo.intro' : 'intro')}</Text>
      </Stack>
      {way === 'photo' ? (
        <PhotoClaim draft={draft} onFullForm={() => setChosen('form')} />
      ) : (
        <ClaimWizard
          draft={draft}
          onPhoto={() => {
            // The photo-first way is for care in the Netherlands only.
            draft.claim.form.setFieldValue('kind', 'inland');
            setChosen('photo');
          }}
        />
      )}
    </Stack>
  );
}
