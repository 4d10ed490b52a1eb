export { AuthPanel } from './auth-panel.tsx';
export {
  formatDateTyping,
  parseDutchDate,
  toWireDate,
  typedBirthDateSchema,
} from './birth-date.ts';
export { BirthDateInput } from './birth-date-input.tsx';
export { CodeInput } from './code-input.tsx';
export { IdinBankForm } from './idin-bank-form.tsx';
export { MobileNumberField } from './mobile-number-field.tsx';
export { NewPasswordFields } from './new-password-fields.tsx';
export { type PasswordRule, passwordRules } from './password-rules.ts';
export { ScreenAlert } from './screen-alert.tsx';
export { StepActions } from './step-actions.tsx';
export { useIdinFailure } from './use-idin-failure.ts';
export { UsernameInput } from './username-input.tsx';
