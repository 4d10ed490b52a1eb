import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { readabilityScores } from '@mijn/domain';
import type { ReadabilityScore } from './image-quality.ts';
import type { ReadabilityInput } from './score-readability.ts';

export interface ReadabilityScorer {
  score(input: ReadabilityInput): Promise<ReadabilityScore>;
  close(): Promise<void>;
}

interface Task {
  id: number;
  input: ReadabilityInput;
  resolve(score: ReadabilityScore): void;
}

interface PoolWorker {
  worker: Worker;
  task: Task | null;
}

const entry = new URL('./readability-worker-entry.mjs', import.meta.url);

/**
 * Decoding a 12-megapixel photo and measuring its sharpness takes a second or two of CPU; on worker
 * threads that time no longer stops every other request of the server. Workers start on first use;
 * a worker that crashes on a hostile file scores that file unreadable and is replaced.
 */
export function readabilityPool(
  size = Math.max(1, Math.min(2, availableParallelism() - 1)),
): ReadabilityScorer {
  const workers: PoolWorker[] = [];
  const queue: Task[] = [];
  let nextId = 0;
  let closed = false;

  const start = (): PoolWorker => {
    const slot: PoolWorker = { worker: new Worker(entry), task: null };
    slot.worker.on('message', (message: { id: number; score: ReadabilityScore }) => {
      const task = slot.task;
      slot.task = null;
      if (task?.id === message.id) task.resolve(message.score);
      dispatch();
    });
    slot.worker.on('error', () => replace(slot));
    slot.worker.on('exit', () => replace(slot));
    slot.worker.unref();
    workers.push(slot);
    return slot;
  };

  const replace = (slot: PoolWorker) => {
    const index = workers.indexOf(slot);
    if (index === -1) return;
    workers.splice(index, 1);
    slot.task?.resolve(readabilityScores.unreadable);
    slot.task = null;
    if (!closed) dispatch();
  };

  const dispatch = () => {
    while (queue.length > 0) {
      const idle = workers.find((slot) => slot.task === null) ?? (workers.length < size ? start() : null);
      if (!idle) return;
      const task = queue.shift() as Task;
      idle.task = task;
      idle.worker.ref();
      idle.worker.postMessage({ id: task.id, input: task.input });
    }
    for (const slot of workers) if (slot.task === null) slot.worker.unref();
  };

  return {
    score(input) {
      if (closed) return Promise.reject(new Error('The readability pool is closed'));
      return new Promise((resolve) => {
        queue.push({ id: nextId++, input, resolve });
        dispatch();
      });
    },
    async close() {
      closed = true;
      const running = workers.splice(0);
      for (const task of queue.splice(0)) task.resolve(readabilityScores.unreadable);
      await Promise.all(running.map((slot) => slot.worker.terminate()));
    },
  };
}
