import type { FileSeatedTransportLetter } from '@mijn/insurer-sim/legacy/seated-transport';
import {
  CONFIRMATION_LETTER_TITLE,
  renderConfirmationLetter,
} from '../../core/documents/seated-transport/confirmation-letter.ts';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../storage/file-storage.ts';

export { approvedSeatedTransportOn } from '@mijn/insurer-sim/legacy/seated-transport';

/**
 * The portal's letter writer for the simulation's seated-transport confirmation: the PDF in the
 * label's branding, in the portal's storage. Temporary: it goes when the documents area moves into
 * the simulation (decision 0102).
 */
export const fileSeatedTransportLetter =
  (db: Db, storage: FileStorage): FileSeatedTransportLetter =>
  async (letter, now) => {
    const storageKey = `documents/${letter.documentId}.pdf`;
    await storage.put(storageKey, await renderConfirmationLetter(db, letter.patient, letter, now));
    return { title: CONFIRMATION_LETTER_TITLE, storageKey, discard: () => storage.delete(storageKey) };
  };
