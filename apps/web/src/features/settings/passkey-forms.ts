import { PasskeyRegistrationOptionsBody, RegisterPasskeyBody } from '@mijn/contract';
import { z } from 'zod/mini';

/** Removing the last passkey: the password the contract asks for then, required here. */
export const LastPasskeyRemoval = PasskeyRegistrationOptionsBody;

/** A new passkey: its name as Passkey/Register takes it and the password GetRegistrationOptions asks. */
export const NewPasskeyForm = z.extend(PasskeyRegistrationOptionsBody, {
  name: RegisterPasskeyBody.shape.name,
});
