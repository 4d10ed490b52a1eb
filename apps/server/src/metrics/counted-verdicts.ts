import { readabilityScores } from '@mijn/domain';
import type { ReadabilityScorer } from '../core/readability/readability-pool.ts';
import type { PortalMetrics } from './portal-metrics.ts';

const verdictOf = new Map<number, string>(
  Object.entries(readabilityScores).map(([name, score]) => [score, name]),
);

/** The same scorer, counting each verdict it gives under its name (unreadable, barelyReadable, ...). */
export function countingVerdicts(scorer: ReadabilityScorer, metrics: PortalMetrics): ReadabilityScorer {
  return {
    async score(input, options) {
      const score = await scorer.score(input, options);
      metrics.uploadVerdicts.inc({ verdict: verdictOf.get(score) ?? 'other' });
      return score;
    },
    pdfText: (bytes, options) => scorer.pdfText(bytes, options),
    close: () => scorer.close(),
  };
}
