import { AI_INSIGHTS_KEPT } from 'shared-api';
import { t, type MessageKey } from '../../messages';
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

/** Each type's name, as its badge shows it. */
export const INSIGHT_TYPE_LABEL: Record<InsightType, MessageKey> = {
  factCheck: 'ai.type.factCheck',
  sentiment: 'ai.type.sentiment',
  timeAlert: 'ai.type.timeAlert',
  topicSuggestion: 'ai.type.topicSuggestion',
  audienceEngagement: 'ai.type.audienceEngagement',
};

/** Who the message is about: the candidate speaking now and the other one. */
export interface InsightSpeakers {
  speaking: string;
  other: string;
}

/** A canned message: its catalogue key, whose {speaking} and {other} are the two names. */
interface InsightTemplate {
  severity: InsightSeverity;
  message: MessageKey;
}

const CATALOGUE: Record<InsightType, readonly [InsightTemplate, ...InsightTemplate[]]> = {
  factCheck: [
    { severity: 'success', message: 'ai.insight.budgetMatches' },
    { severity: 'warning', message: 'ai.insight.jobsNeedContext' },
    { severity: 'info', message: 'ai.insight.claimChecked' },
  ],
  sentiment: [
    { severity: 'success', message: 'ai.insight.sentimentPositive' },
    { severity: 'warning', message: 'ai.insight.heated' },
    { severity: 'info', message: 'ai.insight.sentimentSteady' },
  ],
  timeAlert: [
    { severity: 'warning', message: 'ai.insight.timeAlmostUp' },
    { severity: 'info', message: 'ai.insight.rebuttalOwed' },
  ],
  topicSuggestion: [
    { severity: 'info', message: 'ai.insight.climateAsked' },
    { severity: 'info', message: 'ai.insight.infrastructureNext' },
    { severity: 'info', message: 'ai.insight.immigrationRising' },
  ],
  audienceEngagement: [
    { severity: 'success', message: 'ai.insight.engagementUp' },
    { severity: 'warning', message: 'ai.insight.engagementDipped' },
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
    // In the page's language as it is made (the panel draws it as it is).
    message: t(template.message, { ...speakers }),
    timestamp: now,
  };
}

/** Newest first, at most 10. */
export function addInsight(list: readonly AiInsight[], insight: AiInsight): AiInsight[] {
  return [insight, ...list].slice(0, AI_INSIGHTS_KEPT);
}
