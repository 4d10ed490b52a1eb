import { contract, type Document } from '@mijn/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { downloadFile, saveFile } from '../../lib/download/index.ts';
import { contractQuery, invalidateEndpoints } from '../../lib/query/index.ts';

const documentList = () => contractQuery(contract.document.getDocumentList);

/** The message box: documents of the customers the user may see (Document/GetDocumentList). */
export function useDocuments() {
  return useQuery(documentList());
}

/**
 * Opens a document: the server hands the PDF and marks it read (spec §4 Message read). The list
 * shows it read at once; the unread counts of the home tile and the list are fetched again.
 */
export function useOpenDocument() {
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
      queryClient.setQueryData(documentList().queryKey, (documents) =>
        documents?.map((item) =>
          item.documentID === document.documentID ? { ...item, hasBeenRead: true } : item,
        ),
      );
      await invalidateEndpoints(queryClient, [
        contract.document.getUnreadDocumentCount,
        contract.document.getDocumentList,
      ]);
    },
  });
}
