import { randomInt, type Random } from '../simulation';

// Per-candidate analytics of the simulated AI moderator (local only). The
// numbers move by small random steps from fixed starting values; no analysis happens.

export interface CandidateAnalytics {
  /** Seconds spoken while the debate is live. */
  speakingTime: number;
  interruptions: number;
  /** 0 to 100. */
  sentimentScore: number;
  /** 0 to 100. */
  factualAccuracy: number;
  /** 0 to 100. */
  audienceEngagement: number;
}

/** Starting values: sentiment 75 and 68, factual accuracy 88 and 92, engagement 82 and 78. */
export const INITIAL_ANALYTICS: readonly [CandidateAnalytics, CandidateAnalytics] = [
  {
    speakingTime: 0,
    interruptions: 0,
    sentimentScore: 75,
    factualAccuracy: 88,
    audienceEngagement: 82,
  },
  {
    speakingTime: 0,
    interruptions: 0,
    sentimentScore: 68,
    factualAccuracy: 92,
    audienceEngagement: 78,
  },
];

/** About one interruption a minute while a candidate speaks. */
const INTERRUPTION_CHANCE = 1 / 60;

const clampScore = (value: number) => Math.min(100, Math.max(0, value));

/** One second of the speaking candidate's analytics. */
export function tickAnalytics(current: CandidateAnalytics, random: Random): CandidateAnalytics {
  return {
    speakingTime: current.speakingTime + 1,
    interruptions: current.interruptions + (random() < INTERRUPTION_CHANCE ? 1 : 0),
    sentimentScore: clampScore(current.sentimentScore + randomInt(random, -2, 2)),
    factualAccuracy: clampScore(current.factualAccuracy + randomInt(random, -1, 1)),
    audienceEngagement: clampScore(current.audienceEngagement + randomInt(random, -2, 2)),
  };
}
