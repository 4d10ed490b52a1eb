import { describeInsurerPort } from '@mijn/insurer/testing';
import { patientResilienceSettings, startInsurerService } from '../test/insurer-service.ts';
import { createTestApp } from '../test/test-app.ts';
import { composeInsurer } from './wiring.ts';

// The port as the portal runs it with INSURER_URL: the composition root's HTTP adapter, in front of
// the simulation's HTTP service, which answers from the same seeded demo world as the embedded run.
describeInsurerPort('over HTTP', async () => {
  const t = await createTestApp();
  const service = await startInsurerService(t.app.ctx.insurer);
  return {
    port: composeInsurer({
      db: t.db,
      storage: t.storage,
      settings: service.settings,
      resilience: patientResilienceSettings,
    }),
    async close() {
      await service.close();
      await t.close();
    },
  };
});
