export { AttachmentsField, type AttachmentsFieldProps } from './attachments-field.tsx';
export {
  type Attachment,
  type AttachmentStatus,
  isBeingChecked,
  needsReadabilityCheck,
  totalBytes,
  validateAttachments,
} from './model.ts';
export { type Rejection, type RejectionReason, screenFiles } from './screen-files.ts';
