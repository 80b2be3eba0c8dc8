// Both lists are hardcoded: the AI moderator is a simulation.
export const DEBATE_TOPICS = ['Healthcare', 'Economy', 'Education'] as const;
export const SUGGESTED_TOPICS = ['Climate Change', 'Infrastructure', 'Immigration'] as const;
