import { reimbursementDocumentKinds } from '@mijn/domain';
import { z } from 'zod/mini';
import type { LetterFacts as Facts } from '../letter-facts.ts';
import { area, command, query } from '../operation.ts';
import { CustomerNumber, Day, Viewer } from '../values.ts';
import { Address, Person } from './customers.ts';

/** The insurer's id of a letter in a message box. */
const DocumentId = z.guid();

/**
 * What a letter is about (`LetterFacts`): the wire checks its kind and carries its other fields as
 * they are, so a new kind of letter needs no new schema here.
 */
const LetterFacts = z.looseObject({ kind: z.string() }) as unknown as z.ZodMiniType<Facts>;

/** The person a letter is about, as its envelope and greeting name them. */
const Addressee = z.extend(Person, Address.shape);

/** A letter in a message box: what it is, whom it is about, and its facts or its file. */
const Letter = z.object({
  documentId: DocumentId,
  /** The label whose letterhead it carries. */
  labelCode: z.string(),
  /** The insurer's type of letter, in Dutch ("Polisblad"), with its number and cluster. */
  docType: z.string(),
  docTypeId: z.int(),
  documentCluster: z.string(),
  /** Its title in Dutch as the insurer filed it. */
  name: z.string(),
  extension: z.string(),
  policyNumber: z.nullable(z.string()),
  productType: z.nullable(z.string()),
  contractCode: z.nullable(z.string()),
  publicationDate: Day,
  /** The day the insurer filed it. */
  filedOn: Day,
  hasBeenRead: z.boolean(),
  /** Where the file as sent is kept in the shared storage; null when the insurer keeps facts only. */
  storageKey: z.nullable(z.string()),
  /** What it is about, to be written in the reader's language; null for a letter of its title only. */
  facts: z.nullable(LetterFacts),
  addressee: Addressee,
});

/** A collectivity's document of a year: the conditions or cover overview of one product. */
const GenericDocument = z.object({
  documentId: z.string(),
  kind: z.enum(reimbursementDocumentKinds),
  year: z.int(),
  labelCode: z.string(),
  product: z.object({ code: z.string(), name: z.string(), type: z.string() }),
  /** Whose policies carried the product that year, of those the viewer may see. */
  customerNumbers: z.array(CustomerNumber),
});

const OneLetter = z.object({ viewer: Viewer, onDay: Day, documentId: DocumentId });
const letterRefusals = { 'unknown-document': null, 'not-in-household': null } as const;

export const documents = area(
  'documents',
  "The message box: letters and documents, their content and read marks, and a collectivity's generic documents.",
  {
    messageBox: query({
      input: z.object({ viewer: Viewer, onDay: Day }),
      output: z.array(Letter),
      latency: 'read',
      doc: 'The letters of everyone the viewer may see (spec §6), published from 1 January of the 5th calendar year back up to the day; newest first, then by name.',
    }),
    letter: query({
      input: OneLetter,
      output: Letter,
      refusals: letterRefusals,
      latency: 'read',
      doc: 'One letter of the message box: refused as unknown when there is none by the id or it lies outside the 5 years up to the day, and when it is of a person the viewer may not see.',
    }),
    markRead: command({
      input: z.extend(OneLetter, { readAt: z.iso.datetime({ offset: true }) }),
      output: z.object({}),
      refusals: letterRefusals,
      latency: 'command',
      // The customer has the letter already; the mark may follow when the insurer is back.
      whenUnavailable: 'defer',
      idempotencyKey: 'minted',
      doc: 'Marks a letter read the first time it is opened; a letter read before keeps its first moment.',
    }),
    unreadCount: query({
      input: z.object({ viewer: Viewer, onDay: Day, publishedSince: z.optional(Day) }),
      output: z.object({ count: z.int() }),
      latency: 'hot',
      doc: 'How many letters of everyone the viewer may see are unread, optionally of those published since a day.',
    }),
    genericOfYear: query({
      input: z.object({ viewer: Viewer, onDay: Day, year: z.int() }),
      output: z.array(GenericDocument),
      latency: 'read',
      doc: "The conditions and cover overviews of the products on the policies the viewer may see in a year (the voluntary excess has conditions only); in the catalogue's order.",
    }),
  },
);
