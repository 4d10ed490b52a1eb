export { createPasskey, signWithPasskey } from './ceremony.ts';
export { noPasskeyFailure, type PasskeyFailure, passkeyFailure } from './outcome.ts';
export { PasskeyPromptError, type PromptOutcome, promptErrorOf } from './prompt-error.ts';
export { browserHasPasskeys, useBrowserHasPasskeys } from './support.ts';
