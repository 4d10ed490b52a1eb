import { contract } from '@mijn/contract';
import type { FastifyInstance } from 'fastify';
import { registerEndpoint } from '../../http/route.ts';
import { validateAndSaveMedicalSelection } from './validate-and-save.ts';

export async function medicalSelectionRoutes(app: FastifyInstance) {
  registerEndpoint(app, contract.medicalSelection.validateAndSave, ({ auth, body }) =>
    validateAndSaveMedicalSelection(app.ctx, auth, body),
  );
}
