export { ApiRequestError, TokenExpiredError } from './api-request-error.ts';
export {
  expiredTokenNotice,
  type MessageRef,
  type ResponseHandling,
  responseHandling,
} from './catalogue.ts';
export { useFieldError, validatorKey } from './field-error.ts';
export {
  forgotPasswordFailures,
  forgotUsernameFailures,
  type MissingContactInfo,
  missingContactInfo,
  updatePasswordFailures,
} from './flows/forgot.ts';
export { idinFailures, loginFailures, passkeyLoginFailures } from './flows/login.ts';
export { addInsuredFailures, savePaymentDetailsFailures, savePolicyChangeFailures } from './flows/policy.ts';
export { activationCodeFailures, registrationFailures } from './flows/registration.ts';
export {
  changeLoginSettingsFailures,
  changePasswordFailures,
  passkeyRegisterFailures,
  passkeyRemoveFailures,
  saveContactDetailsFailures,
} from './flows/settings.ts';
export { resendCodeFailures, updatePhoneFailures, verificationFailures } from './flows/verification.ts';
export {
  type FailureContext,
  handleExpiredToken,
  handleFailedResponse,
  handleNetworkFailure,
} from './handle-response-error.ts';
export { showNegativeNotice, showPositiveNotice } from './notify.ts';
export { refusedField } from './refused-field.ts';
export { type FollowUp, type ScreenError, type ScreenFlow, screenError } from './screen-error.ts';
