import { describeInsurerPort } from '@mijn/insurer/testing';
import { createTestApp } from '../test/test-app.ts';

// The port as the portal runs it (the composition root's choice) over the seeded demo world.
describeInsurerPort('embedded in the portal', async () => {
  const t = await createTestApp();
  return { port: t.app.ctx.insurer, close: t.close };
});
