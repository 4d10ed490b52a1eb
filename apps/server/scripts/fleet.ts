import { demoPassword } from '../src/db/seed/index.ts';
import { startFleet } from '../src/local-infra/fleet.ts';
import { compiledEntry } from '../src/local-infra/server-process.ts';

// `npm run fleet` (README, "Running several instances"): the compiled portal as three instances
// behind HAProxy on a replicated PostgreSQL, until Ctrl-C or SIGTERM.
const port = Number(process.env.FLEET_PORT ?? 8090);
console.log('Starting PostgreSQL (primary and replica), the S3 server, 3 portal instances and HAProxy...');
const fleet = await startFleet({ port, instances: 3, entry: compiledEntry }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

let stopping = false;
for (const instance of fleet.instances) {
  instance.server.child.once('exit', (code, signal) => {
    if (stopping) return;
    console.log(
      `${instance.name} (port ${instance.port}) ended (${code ?? signal}); HAProxy sends to the others`,
    );
  });
}

const stop = async (reason: string, exitCode: number) => {
  if (stopping) return;
  stopping = true;
  console.log(`${reason}: stopping the fleet`);
  await fleet.stop();
  process.exit(exitCode);
};
process.once('SIGINT', () => void stop('SIGINT', 0));
process.once('SIGTERM', () => void stop('SIGTERM', 0));
// The S3 server runs in this process: whatever breaks here must not leave the other parts running.
process.once('uncaughtException', (error) => {
  console.error(error);
  void stop('an error in the fleet process', 1);
});

console.log(
  `Demo: log in as jan.devries / ${demoPassword} and read the SMS code at ${fleet.url}/api/dev/outbox`,
);
console.log(`Fleet ready: ${fleet.url}`);
