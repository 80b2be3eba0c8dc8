import { AI_INSIGHTS_KEPT } from 'shared-api';
import { pickOne, type Random } from '../simulation';

// The AI moderator is a simulation (docs/routes-and-screens.md):
// no model runs anywhere. Each insight is a canned message picked with the injected
// seeded generator; nothing is sent to or read from a server.

export type InsightType =
  'factCheck' | 'sentiment' | 'timeAlert' | 'topicSuggestion' | 'audienceEngagement';

export type InsightSeverity = 'info' | 'warning' | 'success';

export interface AiInsight {
  id: number;
  type: InsightType;
  message: string;
  severity: InsightSeverity;
  timestamp: Date;
}

export const INSIGHT_TYPES: readonly [InsightType, ...InsightType[]] = [
  'factCheck',
  'sentiment',
  'timeAlert',
  'topicSuggestion',
  'audienceEngagement',
];

export const INSIGHT_TYPE_LABEL: Record<InsightType, string> = {
  factCheck: 'Fact Check',
  sentiment: 'Sentiment',
  timeAlert: 'Time Alert',
  topicSuggestion: 'Topic Suggestion',
  audienceEngagement: 'Audience Engagement',
};

/** Who the message is about: the candidate speaking now and the other one. */
export interface InsightSpeakers {
  speaking: string;
  other: string;
}

interface InsightTemplate {
  severity: InsightSeverity;
  message: (speakers: InsightSpeakers) => string;
}

const CATALOGUE: Record<InsightType, readonly [InsightTemplate, ...InsightTemplate[]]> = {
  factCheck: [
    {
      severity: 'success',
      message: ({ speaking }) =>
        `${speaking}'s budget figure matches the state's published numbers.`,
    },
    {
      severity: 'warning',
      message: ({ speaking }) =>
        `${speaking}'s job-growth claim needs context: it covers two quarters only.`,
    },
    {
      severity: 'info',
      message: ({ other }) =>
        `A claim by ${other} earlier is being checked against public records.`,
    },
  ],
  sentiment: [
    {
      severity: 'success',
      message: ({ speaking }) => `Audience sentiment toward ${speaking} is trending positive.`,
    },
    {
      severity: 'warning',
      message: () => 'The exchange is getting heated; the moderator may call for a reset.',
    },
    {
      severity: 'info',
      message: ({ other }) => `Sentiment toward ${other} is steady since the last answer.`,
    },
  ],
  timeAlert: [
    {
      severity: 'warning',
      message: ({ speaking }) => `${speaking} is close to the end of this answer's time.`,
    },
    {
      severity: 'info',
      message: ({ other }) => `${other} is owed a rebuttal to keep speaking time even.`,
    },
  ],
  topicSuggestion: [
    {
      severity: 'info',
      message: () => 'Viewers are asking about Climate Change: a good next topic.',
    },
    {
      severity: 'info',
      message: () => 'Infrastructure has not come up yet; consider it for the next segment.',
    },
    {
      severity: 'info',
      message: () => 'Immigration questions are rising in the audience queue.',
    },
  ],
  audienceEngagement: [
    {
      severity: 'success',
      message: ({ speaking }) => `Engagement is up while ${speaking} speaks.`,
    },
    {
      severity: 'warning',
      message: () => 'Engagement dipped in the last minute; a direct question may help.',
    },
  ],
};

/** A new insight of a random type, with a random one of that type's canned messages. */
export function randomInsight(
  random: Random,
  id: number,
  speakers: InsightSpeakers,
  now: Date,
): AiInsight {
  const type = pickOne(random, INSIGHT_TYPES);
  const template = pickOne(random, CATALOGUE[type]);
  return {
    id,
    type,
    severity: template.severity,
    message: template.message(speakers),
    timestamp: now,
  };
}

/** Newest first, at most 10. */
export function addInsight(list: readonly AiInsight[], insight: AiInsight): AiInsight[] {
  return [insight, ...list].slice(0, AI_INSIGHTS_KEPT);
}
