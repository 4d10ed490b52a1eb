import {
  asksLastDutchIncome,
  insuranceRightOutcomes,
  isoDateSchema,
  lastDutchIncomeKinds,
  validatorMessages,
} from '@mijn/domain';
import { z } from 'zod/mini';
import { report, whenValid } from './cross-field.ts';
import { endpoint } from './endpoint.ts';
import { emptyAsMissing, formBoolean } from './form-fields.ts';

/**
 * Where the user's insurance right stands: whether the check must be done, and the check last sent,
 * waiting for the insurer's decision (`pending`) or decided.
 */
export const InsuranceRightState = z.object({
  isCheckRequired: z.boolean(),
  check: z.nullable(
    z.object({
      status: z.enum(['pending', ...insuranceRightOutcomes]),
      sentDate: isoDateSchema,
      /** The day the decision letter went to the message box; null while pending. */
      decidedDate: z.nullable(isoDateSchema),
    }),
  ),
});
export type InsuranceRightState = z.infer<typeof InsuranceRightState>;

export const getInsuranceRight = endpoint({
  method: 'GET',
  path: 'InsuranceRight',
  permission: 'r-insurance-right',
  summary:
    'Whether the user, living abroad, must show again that they are entitled to Dutch insurance, and the check last sent',
  response: InsuranceRightState,
  errors: [401, 403],
});

const InsuranceRightShape = z.object({
  HasDutchIncome: formBoolean,
  HasBenefit: formBoolean,
  HasOtherIncome: formBoolean,
  IsSelfEmployed: formBoolean,
  /** Only when none of income, benefit and self-employed applies (spec §5). */
  LastDutchIncome: emptyAsMissing(z.enum(lastDutchIncomeKinds, validatorMessages.requiredField)),
});

/**
 * The text fields of POST InsuranceRight (spec §3 and §7): the four answers, and the last Dutch
 * income exactly when none of income, benefit and self-employed is yes; sent at another time it is
 * refused, as the form never sends it then.
 */
export const InsuranceRightFields = InsuranceRightShape.check(
  z.superRefine(
    (fields, context) => {
      const asked = asksLastDutchIncome({
        hasDutchIncome: fields.HasDutchIncome,
        hasBenefit: fields.HasBenefit,
        hasOtherIncome: fields.HasOtherIncome,
        isSelfEmployed: fields.IsSelfEmployed,
      });
      if (asked && fields.LastDutchIncome === undefined)
        report(context, [{ path: ['LastDutchIncome'], message: validatorMessages.requiredField }]);
      if (!asked && fields.LastDutchIncome !== undefined)
        report(context, [{ path: ['LastDutchIncome'], message: validatorMessages.invalidInput }]);
    },
    whenValid(InsuranceRightShape, ['HasDutchIncome', 'HasBenefit', 'HasOtherIncome', 'IsSelfEmployed']),
  ),
);
export type InsuranceRightFields = z.input<typeof InsuranceRightFields>;

export const sendInsuranceRight = endpoint({
  method: 'POST',
  path: 'InsuranceRight',
  permission: 'c-insurance-right',
  summary:
    'Sends the insurance-right check of the user (multipart, one document in "files"); pending until the insurer decides by letter',
  body: InsuranceRightFields,
  // The evidence is a required document: one file (spec §5).
  multipart: { files: 'files', maxFiles: 1 },
  response: InsuranceRightState,
  errors: [400, 401, 403, 409, 413],
});
