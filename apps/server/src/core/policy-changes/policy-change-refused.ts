/** Why the core refuses a policy change; nothing of it is written. */
export type PolicyChangeRefusal =
  | 'agreementNotFound'
  | 'yearNotChangeable'
  | 'personNotOnAgreement'
  | 'personNamedTwice'
  | 'childFollowsParent'
  | 'unknownProduct'
  | 'productOfOtherGroup';

/** A change the core will not apply; `detail` names the person or code for the log, never the reader. */
export class PolicyChangeRefused extends Error {
  constructor(
    readonly reason: PolicyChangeRefusal,
    readonly detail: string,
  ) {
    super(`Policy change refused (${reason}): ${detail}`);
    this.name = 'PolicyChangeRefused';
  }
}
