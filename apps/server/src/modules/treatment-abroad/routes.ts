import { contract } from '@mijn/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/route.ts';
import { submitTreatmentAbroad } from './submit-request.ts';

/**
 * POST TreatmentAbroad/{MedicalTreatment, FertilityTreatment, NursingAndCare, MentalHealth,
 * KidneyDialysis}: supporting files are welcome; required only when the form promises documents.
 */
export async function treatmentAbroadRoutes(app: FastifyInstance) {
  const { db, clock, config } = app.ctx;
  const context = () => ({ db, now: clock.now(), decisionDelaySeconds: config.careRequestDelaySeconds });
  const entries = contract.treatmentAbroad;
  const options = { filesOptional: true };
  registerEndpoint(
    app,
    entries.medicalTreatment,
    ({ auth, body, files, form }) =>
      submitTreatmentAbroad(context(), auth, { kind: 'medical-treatment', fields: body }, files, form),
    options,
  );
  registerEndpoint(
    app,
    entries.fertilityTreatment,
    ({ auth, body, files, form }) =>
      submitTreatmentAbroad(context(), auth, { kind: 'fertility-treatment', fields: body }, files, form),
    options,
  );
  registerEndpoint(
    app,
    entries.nursingAndCare,
    ({ auth, body, files, form }) =>
      submitTreatmentAbroad(context(), auth, { kind: 'nursing-and-care', fields: body }, files, form),
    options,
  );
  registerEndpoint(
    app,
    entries.mentalHealth,
    ({ auth, body, files, form }) =>
      submitTreatmentAbroad(context(), auth, { kind: 'mental-health', fields: body }, files, form),
    options,
  );
  registerEndpoint(
    app,
    entries.kidneyDialysis,
    ({ auth, body, files, form }) =>
      submitTreatmentAbroad(context(), auth, { kind: 'kidney-dialysis', fields: body }, files, form),
    options,
  );
}
