// Apart from newly-insured.ts: the contract cards of every policy change use it, the request's schemas
// only the add-insured screen (decision 0079).

/**
 * A person being added has no customer number yet: on the contract cards and in `chosenInsurances`
 * they stand as `newcomerCustomerNumber(index)` (00000000, 00000001, ...), by their place in
 * `newlyInsuredPersons`. Real customer numbers never start with 0.
 */
export const newcomerCustomerNumber = (index: number): string => String(index).padStart(8, '0');
