import { contract, type Document } from '@mijn/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { downloadFile, saveFile } from '../../lib/download/index.ts';

const documentsKey = (customerNumber: string) => ['messages', 'documents', customerNumber];

/** The message box: documents of the customers the user may see (Document/GetDocumentList). */
export function useDocuments(customerNumber: string) {
  return useQuery({
    queryKey: documentsKey(customerNumber),
    queryFn: ({ signal }) => api(contract.document.getDocumentList, undefined, { signal }),
  });
}

/**
 * Opens a document: the server hands the PDF and marks it read (spec §4 Message read). The list
 * shows it read at once; the unread counts of the home tile and the list are fetched again.
 */
export function useOpenDocument(customerNumber: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (document: Document) => {
      const file = await downloadFile(
        contract.document.downloadDocument,
        { params: { documentId: document.documentID } },
        document.documentName,
      );
      if (file === null) return false;
      saveFile(file);
      return true;
    },
    onSuccess: async (opened, document) => {
      if (!opened) return;
      queryClient.setQueryData<Document[]>(documentsKey(customerNumber), (documents) =>
        documents?.map((item) =>
          item.documentID === document.documentID ? { ...item, hasBeenRead: true } : item,
        ),
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['home', 'unread-documents'] }),
        queryClient.invalidateQueries({ queryKey: documentsKey(customerNumber) }),
      ]);
    },
  });
}
