import { createHash } from 'node:crypto';
import { IdempotencyKeyReused } from '@mijn/insurer';

/** A command as the insurer remembers it: which operation, under which key, for which input. */
export interface CommandRecord {
  /** `area.operation` */
  operation: string;
  key: string;
  /** SHA-256 of the input's canonical JSON: the same command again, or another under a used key. */
  inputSha256: string;
}

/**
 * Where the insurer keeps each command's first answer (port.md rule 5): `insurer.idempotency_keys`
 * in step B of issue 35, read and written in the command's own transaction and kept 30 days, so a
 * command applied once answers its repeats from here, on both adapters.
 */
export interface IdempotencyStore {
  /** The answer first given for this operation and key, or undefined the first time. */
  recall(command: CommandRecord): Promise<{ inputSha256: string; answer: unknown } | undefined>;
  remember(command: CommandRecord, answer: unknown): Promise<void>;
}

/** JSON with every object's keys in order, so equal inputs hash alike whatever order they came in. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([name, field]) => `${JSON.stringify(name)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const inputSha256 = (input: unknown): string =>
  createHash('sha256').update(canonicalJson(input)).digest('hex');

/**
 * Applies a command once per key: a repeat with the same input answers the first answer without
 * running it again; the key with another input throws IdempotencyKeyReused.
 */
export async function once<Answer>(
  store: IdempotencyStore,
  command: { operation: string; key: string; input: unknown },
  apply: () => Promise<Answer>,
): Promise<Answer> {
  const record = { operation: command.operation, key: command.key, inputSha256: inputSha256(command.input) };
  const before = await store.recall(record);
  if (before) {
    if (before.inputSha256 !== record.inputSha256) throw new IdempotencyKeyReused(command.operation);
    return before.answer as Answer;
  }
  const answer = await apply();
  await store.remember(record, answer);
  return answer;
}
