import type { MessageKey } from '../../messages';

// Both lists are hardcoded: the AI moderator is a simulation.
export const DEBATE_TOPICS: readonly MessageKey[] = [
  'ai.topic.healthcare',
  'ai.topic.economy',
  'ai.topic.education',
];
export const SUGGESTED_TOPICS: readonly MessageKey[] = [
  'ai.topic.climateChange',
  'ai.topic.infrastructure',
  'ai.topic.immigration',
];
