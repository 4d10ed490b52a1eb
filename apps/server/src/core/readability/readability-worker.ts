import { parentPort } from 'node:worker_threads';
import { type ReadabilityInput, scoreReadability } from './score-readability.ts';

/** One analysis per message; the pool sends an id with each file and matches the answer to it. */
parentPort?.on('message', async (message: { id: number; input: ReadabilityInput; judgingMs: number }) => {
  const bytes = Buffer.from(
    message.input.bytes.buffer,
    message.input.bytes.byteOffset,
    message.input.bytes.byteLength,
  );
  const score = await scoreReadability({ ...message.input, bytes }, message.judgingMs);
  parentPort?.postMessage({ id: message.id, score });
});

parentPort?.postMessage({ ready: true });
