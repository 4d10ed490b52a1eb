import { parentPort } from 'node:worker_threads';
import { pdfText } from '../bill-reading/pdf-text.ts';
import type { WorkerAnswer, WorkerJob } from './readability-pool.ts';
import { scoreReadability } from './score-readability.ts';

/**
 * pdf.js inflates a stream with the runtime's DecompressionStream where there is one. Its output
 * comes as thousands of 16 KB chunks, and glibc keeps them in this thread's malloc arena once freed:
 * a stream of 200 MB left 200 MB more in the server's memory for good. Without it pdf.js inflates
 * into one growing buffer, whose large pieces go back to the system (decision 0085).
 */
Reflect.deleteProperty(globalThis, 'DecompressionStream');

/** A file arrives as a Uint8Array view of the copy that crossed the thread. */
const bufferOf = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function perform(job: WorkerJob): Promise<unknown> {
  if (job.kind === 'pdf-text') return pdfText(bufferOf(job.bytes));
  return scoreReadability({ ...job.input, bytes: bufferOf(job.input.bytes) }, job.judgingMs);
}

/** One job per message; the pool sends an id with each and matches the answer to it. */
parentPort?.on('message', async (message: { id: number; job: WorkerJob }) => {
  const result = await perform(message.job);
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  const answer: WorkerAnswer = { id: message.id, result, heldBytes: heapUsed + arrayBuffers };
  parentPort?.postMessage(answer);
});

parentPort?.postMessage({ ready: true });
