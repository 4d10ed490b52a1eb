import { contract } from '@mijn/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/route.ts';
import { createMedicalSelectionJudge } from './validate-and-save.ts';

export async function medicalSelectionRoutes(app: FastifyInstance) {
  const validateAndSave = createMedicalSelectionJudge(app.ctx);
  registerEndpoint(app, contract.medicalSelection.validateAndSave, ({ auth, body }) =>
    validateAndSave(auth, body),
  );
}
