import { FORM_RULES_UNAVAILABLE } from 'shared-api';
import {
  CAMPAIGN_CANDIDATE_REQUIRED_MESSAGE,
  CAMPAIGN_CANDIDATE_UNKNOWN_MESSAGE,
  CAMPAIGN_SLUG_MAX,
  CAMPAIGN_SLUG_NAMES_MESSAGE,
  CAMPAIGN_SLUG_OUTSIDE_MESSAGE,
  CAMPAIGN_SLUG_TAKEN_MESSAGE,
  SLUG_RULE_MESSAGE,
} from 'shared-api/contracts';
import { t, type MessageKey } from '../../messages';

// The campaign-link rules' sentences (shared-api's campaign-url-rules.ts, said in English by
// the contract's checks and by the server) in the page's language. The catalogue's English is
// the contract's, word for word (rule-messages.test.ts); a sentence it does not know, such as
// a new one from the server, is shown as it came.

const KNOWN: readonly [english: string, key: MessageKey][] = [
  [SLUG_RULE_MESSAGE, 'campaignUrls.rules.slugRule'],
  [CAMPAIGN_SLUG_TAKEN_MESSAGE, 'campaignUrls.rules.slugTaken'],
  [CAMPAIGN_SLUG_NAMES_MESSAGE, 'campaignUrls.rules.slugNames'],
  [CAMPAIGN_SLUG_OUTSIDE_MESSAGE, 'campaignUrls.rules.slugOutside'],
  [CAMPAIGN_CANDIDATE_REQUIRED_MESSAGE, 'campaignUrls.rules.candidateRequired'],
  [CAMPAIGN_CANDIDATE_UNKNOWN_MESSAGE, 'campaignUrls.rules.candidateUnknown'],
  [FORM_RULES_UNAVAILABLE, 'campaignUrls.rules.formUnavailable'],
];

/** A rule's sentence in the page's language; any other message unchanged. */
export function ruleMessage(message: string): string;
export function ruleMessage(message: string | undefined): string | undefined;
export function ruleMessage(message: string | undefined): string | undefined {
  const key = KNOWN.find(([english]) => english === message)?.[1];
  return key ? t(key, { max: CAMPAIGN_SLUG_MAX }) : message;
}

/** Who may pick which slug (CAMPAIGN_SLUG_RULE_HINT), in the page's language. */
export const slugRuleHint = () => t('campaignUrls.rules.whoPicks');
