import {
  type Document,
  downloadDocument,
  getDocumentList,
  getLetter,
  getUnreadDocumentCount,
} from '@mijn/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile, saveFile } from '../../lib/download/index.ts';
import { contractQuery, invalidateEndpoints } from '../../lib/query/index.ts';

/**
 * The server writes titles, document types and letters in the account's language, which the language
 * switch sets before the screens change (decision 0087): what it wrote is cached per language, and
 * switching language fetches it again.
 */
function inLanguage<Options extends { queryKey: readonly unknown[] }>(options: Options, language: string) {
  return { ...options, queryKey: [...options.queryKey, language] as unknown as Options['queryKey'] };
}

const documentList = (language: string) => inLanguage(contractQuery(getDocumentList), language);

/** The message box: documents of the customers the user may see (Document/GetDocumentList). */
export function useDocuments() {
  const { i18n } = useTranslation();
  return useQuery(documentList(i18n.language));
}

/**
 * After a letter was opened (read as text or downloaded) the server marked it read (spec §4 Message
 * read): the list shows it read at once, and the unread counts of the home tile and the list are
 * fetched again.
 */
function useMarkedRead() {
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  return async (documentId: string) => {
    queryClient.setQueryData(documentList(i18n.language).queryKey, (documents) =>
      documents?.map((item) => (item.documentID === documentId ? { ...item, hasBeenRead: true } : item)),
    );
    await invalidateEndpoints(queryClient, [getUnreadDocumentCount, getDocumentList]);
  };
}

/** A letter written out in the account's language, for the viewer (Document/GetLetter); it marks it read. */
export function useLetter(documentId: string | null) {
  const { i18n } = useTranslation();
  const letter = useQuery(
    inLanguage(
      contractQuery(
        getLetter,
        { params: { documentId: documentId ?? '' } },
        { enabled: documentId !== null },
      ),
      i18n.language,
    ),
  );
  const markedRead = useMarkedRead();
  const openedId = letter.isSuccess ? letter.data.documentID : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per letter read, not per render
  useEffect(() => {
    if (openedId) void markedRead(openedId);
  }, [openedId]);
  return letter;
}

/** Downloads a letter's PDF (in the account's language); the server marks it read as well. */
export function useDownloadDocument() {
  const markedRead = useMarkedRead();
  return useMutation({
    mutationFn: async (document: Pick<Document, 'documentID' | 'documentName'>) => {
      const file = await downloadFile(
        downloadDocument,
        { params: { documentId: document.documentID } },
        document.documentName,
      );
      if (file === null) return false;
      saveFile(file);
      return true;
    },
    onSuccess: async (downloaded, document) => {
      if (downloaded) await markedRead(document.documentID);
    },
  });
}
