import {
  extensionOf,
  READABILITY_CHECK_EXTENSIONS,
  readabilityScores,
  validatorMessages,
} from '@mijn/domain';

/**
 * Where a file stands: `accepted` needs no readability check (its type is not checked, or the
 * check is off); `unchecked` waits for the check, `checking` is in it; `check-failed` means the
 * check could not be done and can be retried.
 */
export type AttachmentStatus =
  | 'accepted'
  | 'unchecked'
  | 'checking'
  | 'check-failed'
  | 'readable'
  | 'barely-readable'
  | 'unreadable'
  | 'locked';

export interface Attachment {
  id: string;
  file: File;
  /** SHA-256 of the content, to spot the same bill under another name. */
  hash: string;
  status: AttachmentStatus;
}

export type ReadabilityScore = (typeof readabilityScores)[keyof typeof readabilityScores];

const statusOfScore: Record<ReadabilityScore, AttachmentStatus> = {
  [readabilityScores.unreadable]: 'unreadable',
  [readabilityScores.barelyReadable]: 'barely-readable',
  [readabilityScores.readable]: 'readable',
  [readabilityScores.locked]: 'locked',
};

export function statusOfReadability(score: ReadabilityScore): AttachmentStatus {
  return statusOfScore[score];
}

/** Spec §5: the check runs on these types only. */
export function needsReadabilityCheck(fileName: string): boolean {
  return (READABILITY_CHECK_EXTENSIONS as readonly string[]).includes(extensionOf(fileName));
}

/** Whether the file waits for its readability check or is in it. */
export const isBeingChecked = (attachment: Attachment) =>
  attachment.status === 'unchecked' || attachment.status === 'checking';

/** The validator message of a file that blocks continuing (spec §4: marked invalid), else null. */
export function fileProblem(status: AttachmentStatus): string | null {
  switch (status) {
    case 'unreadable':
      return validatorMessages.fileIsUnreadable;
    case 'barely-readable':
      return validatorMessages.fileIsBarelyReadable;
    case 'locked':
      return validatorMessages.fileIsLocked;
    case 'check-failed':
      return 'attachments:status.check-failed';
    case 'unchecked':
    case 'checking':
      return 'attachments:status.checking';
    default:
      return null;
  }
}

/**
 * The form-level check of an attachments field: at least one file, and none that is invalid or
 * still being checked. Answers a message key (validators.* or attachments:*) or null.
 */
export function validateAttachments(attachments: readonly Attachment[]): string | null {
  if (attachments.length === 0) return validatorMessages.atLeastOneFile;
  const problems = attachments.map((attachment) => fileProblem(attachment.status));
  return problems.find((problem) => problem !== null) ?? null;
}

export function totalBytes(attachments: readonly Attachment[]): number {
  return attachments.reduce((sum, attachment) => sum + attachment.file.size, 0);
}
