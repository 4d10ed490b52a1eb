import { useState } from 'react';
import {
  type Attachment,
  AttachmentsField,
  isBeingChecked,
  validateAttachments,
} from '../../../components/attachments/index.ts';
import type { FieldErrors } from '../schema-errors.ts';
import type { ContractForm } from '../use-contract-form.ts';

/** The files of a form, held beside it: at least one when required, none invalid or unchecked. */
export interface Files {
  attachments: Attachment[];
  setAttachments: (attachments: Attachment[]) => void;
  /** The field's error key at `path` (for `useContractForm`'s `alsoCheck`), none when all is well. */
  check: () => FieldErrors;
  path: string;
  required: boolean;
  /** One file only (spec §5: a required-document upload); a new one replaces it. */
  single: boolean;
  /** Whether a file's readability check still runs (pressing on then waits: `useAfterFileCheck`). */
  checking: boolean;
}

function filesProblem(attachments: readonly Attachment[], required: boolean): string | null {
  if (!required && attachments.length === 0) return null;
  return validateAttachments(attachments);
}

export function useFiles({
  path = 'Files',
  required = true,
  single = false,
}: {
  path?: string;
  required?: boolean;
  single?: boolean;
} = {}): Files {
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  return {
    attachments,
    setAttachments,
    check: () => {
      const problem = filesProblem(attachments, required);
      return problem === null ? {} : { [path]: problem };
    },
    path,
    required,
    single,
    checking: attachments.some(isBeingChecked),
  };
}

interface FilesFieldProps<Values extends Record<string, unknown>> {
  files: Files;
  contract: ContractForm<Values>;
  label: string;
  description?: string;
  /** Also offer the camera under this label (see AttachmentsField). */
  cameraLabel?: string;
  /** Allowed extensions and the readability check, as AttachmentsField takes them (default: a claim's). */
  extensions?: readonly string[];
  checkReadability?: boolean;
}

/**
 * The attachments field (type, content, size, duplicate and readability checks) as a form field:
 * its error shows and clears like any other, and the first-error focus finds it.
 */
export function FilesField<Values extends Record<string, unknown>>({
  files,
  contract,
  label,
  description,
  cameraLabel,
  extensions,
  checkReadability,
}: FilesFieldProps<Values>) {
  const shown = contract.form.errors[files.path] !== undefined;
  return (
    <div data-path={files.path}>
      <AttachmentsField
        label={label}
        description={description}
        value={files.attachments}
        onChange={(next) => {
          files.setAttachments(next);
          if (!shown) return;
          const problem = filesProblem(next, files.required);
          if (problem === null) contract.form.clearFieldError(files.path);
          else contract.form.setFieldError(files.path, problem);
        }}
        error={contract.field(files.path).error}
        required={files.required}
        single={files.single}
        cameraLabel={cameraLabel}
        {...(extensions === undefined ? {} : { extensions })}
        {...(checkReadability === undefined ? {} : { checkReadability })}
      />
    </div>
  );
}
