import { useTranslation } from 'react-i18next';
import {
  RequestSentPanel,
  type SubmittedCareRequest,
} from '../../components/care-request/request-sent-panel.tsx';

export type SubmittedRequest = SubmittedCareRequest;

/** The confirmation after sending: the short reference and what happens next. */
export function SuccessPanel({ request, onAnother }: { request: SubmittedRequest; onAnother: () => void }) {
  const { t } = useTranslation('treatment-abroad');
  return (
    <RequestSentPanel
      request={request}
      texts={{
        title: t('success.title'),
        received: (values) => t('success.text', values),
        reference: t('success.reference'),
        nextTitle: t('success.next-title'),
        next: [t('success.next-assess'), t('success.next-letter'), t('success.next-claims')],
        toMessages: t('success.to-messages'),
        another: t('success.another'),
      }}
      onAnother={onAnother}
    />
  );
}
