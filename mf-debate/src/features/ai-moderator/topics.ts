// Spec section 2: both lists are hardcoded.
export const DEBATE_TOPICS = ['Healthcare', 'Economy', 'Education'] as const;
export const SUGGESTED_TOPICS = ['Climate Change', 'Infrastructure', 'Immigration'] as const;
