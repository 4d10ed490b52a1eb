import { Badge, Group, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { Document } from '@mijn/contract';
import { useTranslation } from 'react-i18next';
import { PersonName } from '../../components/person-name/index.ts';
import { formatDate } from '../../lib/format.ts';
import { customerName } from './filters.ts';

interface DocumentListProps {
  documents: readonly Document[];
  onOpen: (document: Document) => void;
}

/** The documents, newest first; an unread one stands out and says so in words. */
export function DocumentList({ documents, onOpen }: DocumentListProps) {
  const { t } = useTranslation('messages');
  return (
    <ul className="mijn-documents">
      {documents.map((document) => {
        const unread = !document.hasBeenRead;
        return (
          <li key={document.documentID} className={unread ? 'mijn-document is-unread' : 'mijn-document'}>
            <UnstyledButton
              className="mijn-document-open"
              onClick={() => onOpen(document)}
              aria-haspopup="dialog"
            >
              <Group
                justify="space-between"
                wrap="wrap"
                align="flex-start"
                gap="xs"
                className="mijn-document-row"
              >
                <div className="mijn-document-text">
                  <Text fw={unread ? 700 : 500} className="mijn-document-name">
                    {document.name}
                    {unread && <VisuallyHidden>{` (${t('unread')})`}</VisuallyHidden>}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {document.docType} · <PersonName name={customerName(document.customer)} />
                  </Text>
                </div>
                <Group gap="xs" wrap="nowrap" className="mijn-document-meta">
                  {unread && (
                    <Badge size="sm" variant="filled" aria-hidden>
                      {t('new')}
                    </Badge>
                  )}
                  <Text size="sm" className="mijn-document-date">
                    <time dateTime={document.publicationDate}>{formatDate(document.publicationDate)}</time>
                  </Text>
                </Group>
              </Group>
            </UnstyledButton>
          </li>
        );
      })}
    </ul>
  );
}
