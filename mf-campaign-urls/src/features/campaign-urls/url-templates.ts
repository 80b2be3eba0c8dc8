import type { CampaignUrlType } from 'shared-api';
import { t, type MessageKey } from '../../messages';

// The six templates' names and descriptions in the page's language. shared-api's URL_TEMPLATES
// holds their paths and, in English, the same words (url-templates.test.ts keeps them equal).

const TEMPLATE_KEYS: Record<CampaignUrlType, { label: MessageKey; description: MessageKey }> = {
  donation: {
    label: 'campaignUrls.templates.donation.label',
    description: 'campaignUrls.templates.donation.description',
  },
  campaign: {
    label: 'campaignUrls.templates.campaign.label',
    description: 'campaignUrls.templates.campaign.description',
  },
  events: {
    label: 'campaignUrls.templates.events.label',
    description: 'campaignUrls.templates.events.description',
  },
  policy: {
    label: 'campaignUrls.templates.policy.label',
    description: 'campaignUrls.templates.policy.description',
  },
  volunteer: {
    label: 'campaignUrls.templates.volunteer.label',
    description: 'campaignUrls.templates.volunteer.description',
  },
  social: {
    label: 'campaignUrls.templates.social.label',
    description: 'campaignUrls.templates.social.description',
  },
};

/** 'donation' -> 'Donation Page' (en), 'Página de donación' (es). */
export const templateLabel = (type: CampaignUrlType) => t(TEMPLATE_KEYS[type].label);

/** What a template's link is for, in the page's language. */
export const templateDescription = (type: CampaignUrlType) => t(TEMPLATE_KEYS[type].description);
