import { test } from '@playwright/test';

/** The first server's port; worker n talks to the server on the port n above it. */
export const firstPort = Number(process.env.E2E_PORT ?? 8181);

/**
 * Journeys run two at a time, each worker against its own server and data directory (decision
 * 0077): most of a journey is waiting (page loads, the core's few-second delays), which two workers
 * overlap. A worker runs its spec files one after another, so each server still sees one journey
 * at a time, in the suite's order.
 */
export const workerCount = Number(process.env.E2E_WORKERS ?? 2);

/** The port of the server the running test's worker talks to. */
export const workerPort = (): number => firstPort + test.info().parallelIndex;
