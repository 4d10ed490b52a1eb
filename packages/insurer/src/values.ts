import { type IsoDate, isoDateSchema, policyNumberSchema, roles } from '@mijn/domain';
import { z } from 'zod/mini';

/**
 * The values every area speaks in. Plain data only (no transforms, no defaults), so what the portal
 * passes is what the insurer reads: the embedded adapter hands inputs over without parsing them.
 */

/** A calendar day `yyyy-MM-dd` on the insurer's calendar (Europe/Amsterdam): `onDay` of every read. */
export const Day = isoDateSchema;
export type Day = IsoDate;

/** The insurer's number of a person: eight digits. */
export const CustomerNumber = z.string().check(z.regex(/^\d{8}$/));
export type CustomerNumber = z.output<typeof CustomerNumber>;

/** A policy's number: twelve digits. */
export const PolicyNumber = policyNumberSchema;
export type PolicyNumber = z.output<typeof PolicyNumber>;

/** Money in euro cents, as integers everywhere (ARCHITECTURE "Data"). */
export const Cents = z.int();
export type Cents = z.output<typeof Cents>;

/**
 * Who asks, from the portal's session: the insurer applies spec §6 (oneself, and for a policyholder
 * the co-insured under 16) inside its own read, and refuses `not-in-household` otherwise.
 */
export const Viewer = z.object({ customerNumber: CustomerNumber, role: z.enum(roles) });
export type Viewer = z.output<typeof Viewer>;

/**
 * Names one command across its retries: a UUID the portal minted and stored before the first
 * attempt, or a reference the command carries. Printable ASCII, as an HTTP header carries it.
 */
export const IdempotencyKey = z.string().check(z.regex(/^[\x21-\x7e]{1,128}$/));
export type IdempotencyKey = z.output<typeof IdempotencyKey>;
