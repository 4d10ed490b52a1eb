import { createHash } from 'node:crypto';
import type { StoredFile } from '../stored-file.ts';

/**
 * People of the demo world the cases of several areas name: the De Vries household (Jan the
 * policyholder, his son Tim under 16), Peter Jansen of another household, and Ruben Koster, who
 * lives in Belgium. Ages are counted from the day the world was seeded.
 */
export const demoPeople = {
  jan: { customerNumber: '20000001', role: 'H' },
  anna: { customerNumber: '20000002', role: 'P' },
  tim: { customerNumber: '20000004', role: 'M' },
  peter: { customerNumber: '20000005', role: 'H' },
  ruben: { customerNumber: '20000012', role: 'H' },
  karin: { customerNumber: '20000013', role: 'H' },
} as const;

/** A file the portal stored and hands over by reference (the insurer does not open it here). */
export function storedFile(fileName: string): StoredFile {
  return {
    fileName,
    contentType: 'application/pdf',
    sizeBytes: 4096,
    sha256: createHash('sha256').update(fileName).digest('hex'),
    storageKey: `uploads/contract/${fileName}`,
  };
}
