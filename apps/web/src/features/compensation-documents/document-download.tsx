import { Button } from '@mantine/core';
import { downloadGenericDocument, type GenericDocument } from '@mijn/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile, saveFile } from '../../lib/download/index.ts';

/** Downloads one reimbursement document; failures are shown by lib/download (spec §8). */
export function DocumentDownload({ document, label }: { document: GenericDocument; label: string }) {
  const { t } = useTranslation('compensation-documents');
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const file = await downloadFile(
        downloadGenericDocument,
        { params: { documentId: document.documentID } },
        document.documentName,
      );
      if (file !== null) saveFile(file);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button
      variant="light"
      size="sm"
      onClick={download}
      loading={busy}
      className="mijn-document-download"
      aria-label={t('download-named', { name: label })}
    >
      {t('download', { extension: document.extension.toUpperCase() })}
    </Button>
  );
}
