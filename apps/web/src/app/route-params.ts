import { LabelCode } from '@mijn/contract';
import { notFound } from '@tanstack/react-router';
import { z } from 'zod/mini';

const year = z.coerce.number().check(z.int(), z.gte(1900), z.lte(2999));
const segment = z.string().check(z.minLength(1));
const booleanSegment = z.pipe(
  z.enum(['true', 'false']),
  z.transform((value) => value === 'true'),
);

const PolicyYearParams = z.object({
  selectedYear: year,
  contractCode: segment,
  agreementId: segment,
  shouldResetSelection: booleanSegment,
});
export type PolicyYearParams = z.output<typeof PolicyYearParams>;

const MedicalSelectionParams = z.object({ selectedYear: year, contractCode: segment, agreementId: segment });
export type MedicalSelectionParams = z.output<typeof MedicalSelectionParams>;

/** A path that does not parse is a path that does not exist: it shows the 404 screen. */
function parseOrNotFound<S extends z.core.$ZodType>(schema: S, raw: Record<string, string>): z.output<S> {
  const parsed = z.safeParse(schema, raw);
  if (!parsed.success) throw notFound();
  return parsed.data;
}

export const policyYearParams = {
  parse: (raw: Record<string, string>): PolicyYearParams => parseOrNotFound(PolicyYearParams, raw),
  stringify: (params: PolicyYearParams): Record<string, string> => ({
    selectedYear: String(params.selectedYear),
    contractCode: params.contractCode,
    agreementId: params.agreementId,
    shouldResetSelection: String(params.shouldResetSelection),
  }),
};

export const medicalSelectionParams = {
  parse: (raw: Record<string, string>): MedicalSelectionParams =>
    parseOrNotFound(MedicalSelectionParams, raw),
  stringify: (params: MedicalSelectionParams): Record<string, string> => ({
    selectedYear: String(params.selectedYear),
    contractCode: params.contractCode,
    agreementId: params.agreementId,
  }),
};

const optionalText = z.catch(z.optional(z.string()), undefined);
const optionalLabel = z.catch(z.optional(LabelCode), undefined);

export const LoginSearch = z.object({ redirect: optionalText, label: optionalLabel });
export type LoginSearch = z.output<typeof LoginSearch>;

export const IdinSessionSearch = z.object({ sessionId: optionalText });
export type IdinSessionSearch = z.output<typeof IdinSessionSearch>;

export const IdinCallbackSearch = z.object({
  code: optionalText,
  state: optionalText,
  session_state: optionalText,
  error: optionalText,
  error_description: optionalText,
  label: optionalLabel,
});
export type IdinCallbackSearch = z.output<typeof IdinCallbackSearch>;

/** Any public page may carry `?label=`; unknown values are dropped. */
export const LabelSearch = z.object({ label: optionalLabel });

/** mijn-zorgkosten passes its query parameters on to the screen untouched (spec §2). */
export const PassThroughSearch = z.record(z.string(), z.unknown());
