import { buildCampaignUrl, type CampaignUrlType } from 'shared-api/contracts';
import type { DbTx } from '../db/db';
import { enqueueMail } from './outbox';

// The notice of a campaign link whose address changed (docs/mail.md): links made before the slug
// rule that broke it were moved under a slug that keeps it (campaign-urls/migrate-slugs.ts).
// Queued in the transaction that moved the link, so the mail exists exactly when the move does.

export async function enqueueCampaignLinkMovedMail(
  tx: DbTx,
  {
    to,
    title,
    type,
    oldSlug,
    newSlug,
    publicOrigin,
  }: {
    to: string;
    title: string;
    type: CampaignUrlType;
    oldSlug: string;
    newSlug: string;
    publicOrigin: string;
  },
): Promise<void> {
  await enqueueMail(tx, {
    kind: 'campaign-link-moved',
    to,
    subject: 'Your PAID campaign link has a new address',
    text: [
      `Your campaign link "${title}" has a new address:`,
      buildCampaignUrl(publicOrigin, type, newSlug),
      '',
      `The old address, ${buildCampaignUrl(publicOrigin, type, oldSlug)}, no longer works.`,
      '',
      "Why: a link's address now follows one rule. Only a verified candidate picks an address of",
      'their own for their own links; every other link begins with the name of the candidate it',
      "supports, and an address that spells a candidate's name is theirs alone. Visits and money",
      'raised through the link stay with it.',
      '',
      'PAID',
    ].join('\n'),
  });
}
