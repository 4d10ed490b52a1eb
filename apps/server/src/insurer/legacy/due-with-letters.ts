import type { IsoDate } from '@mijn/domain';
import { storeCorrespondenceLetter, type WrittenLetter } from '../../core/documents/policyholder-letter.ts';
import type { Db } from '../../db/client.ts';
import type { InvoiceJobContext } from '../../jobs/invoice-job-context.ts';
import { handleDueWithLetters } from '../../jobs/letters-one-by-one.ts';

/** A background decision of the simulation: it takes the next due item, and handles it with a letter. */
export interface DueWork<Item> {
  takeDue(deps: { db: Db }, now: Date): Promise<Item | undefined>;
  handle(
    deps: { db: Db; storeLetter: typeof storeCorrespondenceLetter },
    item: Item,
    today: IsoDate,
  ): Promise<WrittenLetter>;
}

/**
 * Runs a decision of the simulation as the portal's background task (decision 0102): every due item
 * once however many servers run it, each in its own transaction with its letter, stored by the
 * portal's letter store, and the portal's "letter arrived" notice. Answers how many it handled.
 */
export const runDueWithLetters =
  <Item>(work: DueWork<Item>) =>
  (ctx: InvoiceJobContext, now: Date = ctx.clock.now(), limit = 100) =>
    handleDueWithLetters(
      ctx,
      now,
      (db, at) => work.takeDue({ db }, at),
      (db, item: Item, today) => work.handle({ db, storeLetter: storeCorrespondenceLetter }, item, today),
      limit,
    );
