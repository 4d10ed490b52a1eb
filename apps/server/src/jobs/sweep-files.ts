import type { Db } from '../db/client.ts';
import {
  claimAttachments,
  documents,
  seatedTransportAttachments,
  treatmentAbroadAttachments,
} from '../db/schema.ts';
import { sweepLocalDisk } from '../storage/local-disk-storage.ts';

/** Every storage key a row points to: claim, seated-transport and treatment-abroad attachments, and documents. */
export async function referencedStorageKeys(db: Db): Promise<Set<string>> {
  const [claims, transports, abroad, letters] = await Promise.all([
    db.select({ key: claimAttachments.storageKey }).from(claimAttachments),
    db.select({ key: seatedTransportAttachments.storageKey }).from(seatedTransportAttachments),
    db.select({ key: treatmentAbroadAttachments.storageKey }).from(treatmentAbroadAttachments),
    db.select({ key: documents.storageKey }).from(documents),
  ]);
  return new Set(
    [...claims, ...transports, ...abroad, ...letters].flatMap((row) => (row.key ? [row.key] : [])),
  );
}

/** Removes the files under `root` that no row points to and that are older than `graceMs`. */
export async function sweepStoredFiles(db: Db, root: string, graceMs: number): Promise<string[]> {
  const referenced = await referencedStorageKeys(db);
  return sweepLocalDisk(root, (key) => referenced.has(key), graceMs);
}
