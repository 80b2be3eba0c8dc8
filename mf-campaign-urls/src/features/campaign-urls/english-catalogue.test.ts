import { FORM_RULES_UNAVAILABLE, type CampaignUrlType } from 'shared-api';
import {
  CAMPAIGN_CANDIDATE_REQUIRED_MESSAGE,
  CAMPAIGN_CANDIDATE_UNKNOWN_MESSAGE,
  CAMPAIGN_SLUG_NAMES_MESSAGE,
  CAMPAIGN_SLUG_OUTSIDE_MESSAGE,
  CAMPAIGN_SLUG_RULE_HINT,
  CAMPAIGN_SLUG_TAKEN_MESSAGE,
  SLUG_RULE_MESSAGE,
  URL_TEMPLATES,
} from 'shared-api/contracts';
import { ruleMessage, slugRuleHint } from './rule-messages';
import { templateDescription, templateLabel } from './url-templates';

// The words this remote shares with the contract (shared-api/src/contracts/campaign-url-rules.ts)
// are the contract's own in English: the templates' names and the rules' sentences.

test("the templates' names and descriptions are the contract's", () => {
  for (const template of URL_TEMPLATES) {
    expect(templateLabel(template.type)).toBe(template.label);
    expect(templateDescription(template.type)).toBe(template.description);
  }
  const types: CampaignUrlType[] = URL_TEMPLATES.map((template) => template.type);
  expect(types).toHaveLength(6);
});

test("the rules' sentences are the contract's, and others pass unchanged", () => {
  for (const message of [
    SLUG_RULE_MESSAGE,
    CAMPAIGN_SLUG_TAKEN_MESSAGE,
    CAMPAIGN_SLUG_NAMES_MESSAGE,
    CAMPAIGN_SLUG_OUTSIDE_MESSAGE,
    CAMPAIGN_CANDIDATE_REQUIRED_MESSAGE,
    CAMPAIGN_CANDIDATE_UNKNOWN_MESSAGE,
    FORM_RULES_UNAVAILABLE,
  ]) {
    expect(ruleMessage(message)).toBe(message);
  }
  expect(slugRuleHint()).toBe(CAMPAIGN_SLUG_RULE_HINT);
  expect(ruleMessage('Title must be at most 120 characters')).toBe(
    'Title must be at most 120 characters',
  );
  expect(ruleMessage(undefined)).toBeUndefined();
});
