import { Badge, Button, Group, Input, Stack, Text, VisuallyHidden } from '@mantine/core';
import { CLAIM_FILE_EXTENSIONS, MAX_UPLOAD_TOTAL_BYTES } from '@mijn/domain';
import { type ChangeEvent, type DragEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { validatorKey } from '../../lib/errors/index.ts';
import { formatNumber } from '../../lib/format.ts';
import './attachments.css';
import { type Attachment, type AttachmentStatus, fileProblem, statusOfReadability } from './model.ts';
import { checkReadability as checkReadabilityCall } from './readability.ts';
import { type Rejection, screenFiles } from './screen-files.ts';

export interface AttachmentsFieldProps {
  label: string;
  description?: string;
  value: readonly Attachment[];
  onChange: (attachments: Attachment[]) => void;
  /** Allowed extensions, lower case without dot; default the claim types. */
  extensions?: readonly string[];
  /** Run Declaration/ValidateAttachmentsReadability on pdf and image files (default on). */
  checkReadability?: boolean;
  /** The form's error for the whole field, e.g. validators.at-least-one-file. */
  error?: ReactNode;
  required?: boolean;
  /** Also offer the camera, under this label: one photo a press, so a bill's pages are added one by one. */
  cameraLabel?: string;
  /**
   * Takes one file (spec §5: only one file for a required-document upload): a new one replaces it,
   * and of several chosen at once the others are refused.
   */
  single?: boolean;
}

const reasons: readonly FieldRejection['reason'][] = [
  'invalid-file-type',
  'file-too-small',
  'file-to-big',
  'duplicate',
  'one-file',
];

/** Darker than the theme's shades, so small white text on them keeps a 4.5:1 contrast. */
const positive = '#1f7a34';
const negative = '#b02a2a';
const neutral = '#495057';
const statusColor: Record<AttachmentStatus, string> = {
  accepted: positive,
  readable: positive,
  unchecked: neutral,
  checking: neutral,
  'check-failed': '#b3400b',
  'barely-readable': negative,
  unreadable: negative,
  locked: negative,
};

/** A refusal of the field: one of the screening, or a file beyond the one a single field takes. */
type FieldRejection = Rejection | { fileName: string; reason: 'one-file' };

function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${formatNumber(bytes / (1024 * 1024), { maximumFractionDigits: 1 })} MB`;
  return `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} kB`;
}

/**
 * Picks the bills of a claim (spec §4, §5): by a labelled file input or by dropping files, refusing
 * wrong types (by extension and content), too small files, duplicates and more than 20 MB in all,
 * and checking the readability of scans and photos. Refusals and check outcomes are announced.
 */
export function AttachmentsField({
  label,
  description,
  value,
  onChange,
  extensions = CLAIM_FILE_EXTENSIONS,
  checkReadability = true,
  error,
  required = true,
  cameraLabel,
  single = false,
}: AttachmentsFieldProps) {
  const { t } = useTranslation('attachments');
  const inputId = useId();
  const cameraId = `${inputId}-camera`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const [dragging, setDragging] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [rejections, setRejections] = useState<FieldRejection[]>([]);
  const latest = useRef(value);
  latest.current = value;
  const emit = useRef(onChange);
  emit.current = onChange;
  const inFlight = useRef(new Set<string>());

  const update = (ids: ReadonlySet<string>, next: (attachment: Attachment) => Attachment) => {
    emit.current(
      latest.current.map((attachment) => (ids.has(attachment.id) ? next(attachment) : attachment)),
    );
  };

  // Every file that waits for the readability check goes to the server in one call.
  useEffect(() => {
    if (!checkReadability) return;
    const waiting = value.filter((item) => item.status === 'unchecked' && !inFlight.current.has(item.id));
    if (waiting.length === 0) return;
    const ids = new Set(waiting.map((item) => item.id));
    for (const id of ids) inFlight.current.add(id);
    update(ids, (attachment) => ({ ...attachment, status: 'checking' }));
    checkReadabilityCall(waiting.map((item) => item.file))
      .then((results) => {
        const statusOf = new Map(
          waiting.map((item, index) => {
            const result = results[index] ?? results.find((r) => r.fileName === item.file.name);
            return [item.id, result ? statusOfReadability(result.readabilityScore) : 'check-failed'] as const;
          }),
        );
        update(ids, (attachment) => ({
          ...attachment,
          status: statusOf.get(attachment.id) ?? 'check-failed',
        }));
        setAnnouncement(
          waiting
            .map((item) => `${item.file.name}: ${statusText(statusOf.get(item.id) ?? 'check-failed')}`)
            .join(' '),
        );
      })
      .catch(() => {
        update(ids, (attachment) => ({ ...attachment, status: 'check-failed' }));
        setAnnouncement(t('status.check-failed'));
      })
      .finally(() => {
        for (const id of ids) inFlight.current.delete(id);
      });
  });

  function statusText(status: AttachmentStatus): string {
    const problem = fileProblem(status);
    if (problem !== null) return t(validatorKey(problem));
    return t(`status.${status}`);
  }

  const add = async (files: readonly File[]) => {
    if (files.length === 0) return;
    // One file only: the first chosen is screened as if the field were empty, and replaces what it held.
    const kept = single ? [] : latest.current;
    const incoming = single ? files.slice(0, 1) : files;
    const { added, rejected } = await screenFiles(kept, incoming, { extensions, checkReadability });
    const beyondOne = files
      .slice(incoming.length)
      .map((file): FieldRejection => ({ fileName: file.name, reason: 'one-file' }));
    setRejections([...rejected, ...beyondOne]);
    const replaced = single ? latest.current[0] : undefined;
    if (added.length > 0) emit.current([...kept, ...added]);
    if (added.length === 0) setAnnouncement('');
    else if (replaced && added[0])
      setAnnouncement(t('replaced', { name: added[0].file.name, previous: replaced.file.name }));
    else setAnnouncement(t('added', { count: added.length }));
  };

  function rejectionText(
    reason: FieldRejection['reason'],
    rejected: readonly FieldRejection[],
  ): string | null {
    const names = rejected.filter((item) => item.reason === reason).map((item) => item.fileName);
    if (names.length === 0) return null;
    return t(`rejected.${reason}`, {
      names: names.join(', '),
      count: names.length,
      extensions: extensions.join(', '),
    });
  }

  const remove = (attachment: Attachment) => {
    emit.current(latest.current.filter((item) => item.id !== attachment.id));
    setAnnouncement(t('removed', { name: attachment.file.name }));
  };

  const retry = () => {
    emit.current(
      latest.current.map((item) =>
        item.status === 'check-failed' ? { ...item, status: 'unchecked' } : item,
      ),
    );
  };

  const onPicked = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.currentTarget.files ?? []);
    event.currentTarget.value = '';
    void add(files);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void add(Array.from(event.dataTransfer.files));
  };

  const hasError = error !== undefined && error !== null && error !== '';
  const rejectionTexts = reasons
    .map((reason) => rejectionText(reason, rejections))
    .filter((text): text is string => text !== null);

  return (
    <Stack gap="xs">
      <Input.Label htmlFor={inputId} required={required}>
        {label}
      </Input.Label>
      {description && (
        <Input.Description component="p" m={0}>
          {description}
        </Input.Description>
      )}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dropping is a mouse extra; everyone can use the labelled input inside */}
      <div
        className="mijn-attachments-drop"
        data-active={dragging || undefined}
        data-invalid={hasError || undefined}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <input
          id={inputId}
          className="mijn-attachments-input"
          type="file"
          multiple={!single}
          accept={extensions.map((extension) => `.${extension}`).join(',')}
          aria-describedby={hasError ? `${hintId} ${errorId}` : hintId}
          aria-invalid={hasError || undefined}
          onChange={onPicked}
        />
        {cameraLabel && (
          <input
            id={cameraId}
            className="mijn-attachments-input"
            type="file"
            accept="image/*"
            capture="environment"
            aria-label={cameraLabel}
            aria-describedby={hasError ? `${hintId} ${errorId}` : hintId}
            aria-invalid={hasError || undefined}
            onChange={onPicked}
          />
        )}
        <Stack gap={4} align="center">
          {cameraLabel && (
            <Button component="label" htmlFor={cameraId} size="md" aria-hidden="true">
              {cameraLabel}
            </Button>
          )}
          <Button component="label" htmlFor={inputId} variant="light" aria-hidden="true">
            {t(single ? 'choose-one' : 'choose')}
          </Button>
          <Text size="sm" id={hintId}>
            {t(single ? 'hint-one' : 'hint', {
              extensions: extensions.join(', '),
              max: formatSize(MAX_UPLOAD_TOTAL_BYTES),
            })}
          </Text>
        </Stack>
      </div>
      {hasError && (
        <Input.Error id={errorId} role="alert">
          {error}
        </Input.Error>
      )}
      <div aria-live="polite" data-testid="attachments-announcements">
        {rejectionTexts.map((text) => (
          <Text key={text} size="sm" c={negative}>
            {text}
          </Text>
        ))}
        <VisuallyHidden>{announcement}</VisuallyHidden>
      </div>
      {value.length > 0 && (
        <ul className="mijn-attachments-list" aria-label={t('list', { count: value.length })}>
          {value.map((attachment) => {
            const problem = fileProblem(attachment.status);
            const blocking =
              problem !== null && attachment.status !== 'checking' && attachment.status !== 'unchecked';
            return (
              <li key={attachment.id}>
                <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600} className="mijn-attachments-name">
                      {attachment.file.name}
                    </Text>
                    <Group gap="xs">
                      <Text size="xs" c="dimmed">
                        {formatSize(attachment.file.size)}
                      </Text>
                      <Badge
                        size="sm"
                        variant="filled"
                        color={statusColor[attachment.status]}
                        data-status={attachment.status}
                      >
                        {t(`badge.${attachment.status}`)}
                      </Badge>
                    </Group>
                    {blocking && (
                      <Text size="sm" c={negative}>
                        {statusText(attachment.status)}
                      </Text>
                    )}
                  </Stack>
                  <Button
                    variant="subtle"
                    color={negative}
                    size="compact-sm"
                    // The file's name and badge give way on a phone, never the button's label.
                    style={{ flexShrink: 0 }}
                    onClick={() => remove(attachment)}
                    aria-label={t('remove', { name: attachment.file.name })}
                  >
                    {t('remove-short')}
                  </Button>
                </Group>
              </li>
            );
          })}
        </ul>
      )}
      {value.some((attachment) => attachment.status === 'check-failed') && (
        <Group>
          <Button variant="light" size="compact-sm" onClick={retry}>
            {t('retry')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
