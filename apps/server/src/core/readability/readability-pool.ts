import { availableParallelism } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { readabilityScores } from '@mijn/domain';
import { runsCompiled, serverRoot } from '../../server-root.ts';
import type { ReadabilityScore } from './image-quality.ts';
import type { ReadabilityInput } from './score-readability.ts';

export interface ReadabilityScorer {
  /**
   * Scores one file; an aborted signal drops it from the queue or ends the worker analysing it. An
   * `owner` has one file in analysis at a time, so one customer's uploads never take every worker.
   */
  score(input: ReadabilityInput, options?: ScoreOptions): Promise<ReadabilityScore>;
  /**
   * The text layer of a PDF's first pages (POST Declaration/ReadBill), read by the same workers
   * under the same limits; '' where they end the reading.
   */
  pdfText(bytes: Buffer, options?: ScoreOptions): Promise<string>;
  close(): Promise<void>;
}

/** The checks of uploads and the claim job each have their own workers, so neither waits on the other. */
export interface ReadabilityPools {
  uploads: ReadabilityScorer;
  claims: ReadabilityScorer;
}

export type ScoreOptions = { signal?: AbortSignal; owner?: string };

export type ReadabilityPoolOptions = {
  size?: number;
  /** Time one file may take once its worker is ready; past it the worker is ended and the file scores unreadable. */
  timeLimitMs?: number;
  /** WORKER_HELD_MB, smaller in tests. */
  heldLimitMb?: number;
};

/** A bill is judged in well under a second; ten seconds is a bill no clerk could open either. */
export const FILE_TIME_LIMIT_MS = 10_000;
/** Heap one worker may use: a page of millions of drawing operators ends its worker, not the server. */
const WORKER_HEAP_MB = 512;
/**
 * What a worker may still hold once it has answered (heap and buffers, garbage included) and be
 * given the next file. An idle worker collects no garbage: a decompression bomb's pages or a photo's
 * pixels would stay in the server's memory until the next file. A worker over the bound is replaced,
 * and its memory goes with it (decision 0085).
 */
export const WORKER_HELD_MB = 256;

/** What a worker is asked to do with one file (readability-worker.ts). */
export type WorkerJob =
  | { kind: 'score'; input: ReadabilityInput; judgingMs: number }
  | { kind: 'pdf-text'; bytes: Buffer };

/** A worker's answer: the job's result, and the heap and buffers it holds after the job. */
export type WorkerAnswer = { id: number; result: unknown; heldBytes: number };

interface Task {
  id: number;
  owner: string | undefined;
  job: WorkerJob;
  /** What the job answers when its worker ends it: the file is not judged further. */
  fallback: unknown;
  settle(result: unknown): void;
}

interface PoolWorker {
  worker: Worker;
  task: Task | null;
  /** The worker has loaded the analysis; its file's time starts then, not while a thread starts. */
  ready: boolean;
  deadline: NodeJS.Timeout | null;
}

/** From source, tsx's API loads the TypeScript worker; compiled, the worker is a bundle of its own. */
const entry = runsCompiled
  ? pathToFileURL(path.join(serverRoot, 'dist/readability-worker.js'))
  : new URL('./readability-worker-entry.mjs', import.meta.url);

/**
 * Decoding a 12-megapixel photo or a PDF takes CPU; on worker threads that time no longer stops every
 * other request of the server. Workers start on first use. A worker that crashes on a hostile file,
 * runs past the time limit, or whose caller has gone is ended and replaced; its file scores unreadable.
 */
export function readabilityPool(options: ReadabilityPoolOptions = {}): ReadabilityScorer {
  const size = options.size ?? Math.max(1, Math.min(2, availableParallelism() - 1));
  const timeLimitMs = options.timeLimitMs ?? FILE_TIME_LIMIT_MS;
  const heldLimitBytes = (options.heldLimitMb ?? WORKER_HELD_MB) * 1024 * 1024;
  const workers: PoolWorker[] = [];
  const queue: Task[] = [];
  let nextId = 0;
  let closed = false;

  const start = (): PoolWorker => {
    const slot: PoolWorker = {
      worker: new Worker(entry, { resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB } }),
      task: null,
      ready: false,
      deadline: null,
    };
    slot.worker.on('message', (message: { ready: true } | WorkerAnswer) => {
      if ('ready' in message) {
        slot.ready = true;
        if (slot.task) startClock(slot);
        return;
      }
      const task = slot.task;
      if (task?.id !== message.id) return;
      release(slot);
      task.settle(message.result);
      if (message.heldBytes > heldLimitBytes) void retire(slot);
      else dispatch();
    });
    slot.worker.on('error', () => void retire(slot));
    slot.worker.on('exit', () => void retire(slot));
    slot.worker.unref();
    workers.push(slot);
    return slot;
  };

  const startClock = (slot: PoolWorker) => {
    slot.deadline = setTimeout(() => void retire(slot), timeLimitMs);
  };

  const release = (slot: PoolWorker) => {
    if (slot.deadline) clearTimeout(slot.deadline);
    slot.deadline = null;
    slot.task = null;
  };

  /** Takes a worker out of the pool for good; its file, if any, is not judged further. */
  const retire = async (slot: PoolWorker): Promise<void> => {
    const index = workers.indexOf(slot);
    if (index === -1) return;
    workers.splice(index, 1);
    const task = slot.task;
    release(slot);
    const ended = slot.worker.terminate();
    task?.settle(task.fallback);
    if (!closed) dispatch();
    await ended;
  };

  /** First come, first served among the owners that have no file in analysis. */
  const nextTask = (): Task | undefined => {
    const busy = new Set(workers.map((slot) => slot.task?.owner).filter((owner) => owner !== undefined));
    return queue.find((task) => task.owner === undefined || !busy.has(task.owner));
  };

  const dispatch = () => {
    for (let task = nextTask(); task; task = nextTask()) {
      const idle = workers.find((slot) => slot.task === null) ?? (workers.length < size ? start() : null);
      if (!idle) return;
      queue.splice(queue.indexOf(task), 1);
      idle.task = task;
      if (idle.ready) startClock(idle);
      idle.worker.ref();
      idle.worker.postMessage({ id: task.id, job: task.job });
    }
    for (const slot of workers) if (slot.task === null) slot.worker.unref();
  };

  const cancel = (task: Task) => {
    const queued = queue.indexOf(task);
    if (queued !== -1) {
      queue.splice(queued, 1);
      task.settle(task.fallback);
      return;
    }
    const running = workers.find((slot) => slot.task === task);
    if (running) void retire(running);
  };

  const run = <T>(job: WorkerJob, fallback: T, { signal, owner }: ScoreOptions): Promise<T> => {
    if (closed) return Promise.reject(new Error('The readability pool is closed'));
    if (signal?.aborted) return Promise.resolve(fallback);
    return new Promise((resolve) => {
      const onAbort = () => cancel(task);
      const task: Task = {
        id: nextId++,
        owner,
        job,
        fallback,
        settle(result) {
          signal?.removeEventListener('abort', onAbort);
          resolve(result as T);
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      queue.push(task);
      dispatch();
    });
  };

  return {
    // Pages are judged for half the limit, so a long honest file gets its verdict before the limit.
    score: (input, options = {}) =>
      run({ kind: 'score', input, judgingMs: timeLimitMs / 2 }, readabilityScores.unreadable, options),
    pdfText: (bytes, options = {}) => run({ kind: 'pdf-text', bytes }, '', options),
    async close() {
      closed = true;
      for (const task of queue.splice(0)) task.settle(task.fallback);
      await Promise.all(workers.slice().map((slot) => retire(slot)));
    },
  };
}

/** Two uploads analysed at once, and one worker of its own for the claim job. */
export function readabilityPools(options: { timeLimitMs?: number } = {}): ReadabilityPools {
  return {
    uploads: readabilityPool(options),
    claims: readabilityPool({ ...options, size: 1 }),
  };
}
