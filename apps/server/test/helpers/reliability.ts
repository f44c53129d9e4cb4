import { appendFileSync } from 'node:fs';
import path from 'node:path';

export interface ReliabilityFigures {
  /** Requests the suite sent. */
  requests: number;
  /** Answers with a 5xx status. */
  serverErrors: number;
  /** Error answers whose body is not the error model. */
  malformedBodies: number;
  /** Acknowledged writes missing afterwards. */
  lostWrites: number;
}

/**
 * Adds one part's figures to the run's reliability report; `npm test` (scripts/test.mjs) sums them
 * into its closing summary line. Outside `npm test` (no TH_REPORTS_DIR) it only returns the line.
 */
export function recordReliability(part: string, figures: ReliabilityFigures): string {
  const dir = process.env.TH_REPORTS_DIR;
  if (dir) appendFileSync(path.join(dir, 'reliability.jsonl'), `${JSON.stringify({ part, ...figures })}\n`);
  return `${part}: ${figures.requests} requests, ${figures.serverErrors} 5xx, ${figures.malformedBodies} malformed error bodies, ${figures.lostWrites} lost writes`;
}
