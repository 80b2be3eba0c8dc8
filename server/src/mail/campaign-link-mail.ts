import { buildCampaignUrl, type CampaignUrlType } from 'shared-api/contracts';
import type { Language } from 'shared-api/languages';
import type { DbTx } from '../db/db';
import { enqueueMail } from './outbox';

// The notice of a campaign link whose address changed (docs/mail.md): links made before the slug
// rule that broke it were moved under a slug that keeps it (campaign-urls/migrate-slugs.ts).
// Queued in the transaction that moved the link, so the mail exists exactly when the move does.
// In the owner's language (their account's setting, docs/languages.md "Mail"); absent, English.

export async function enqueueCampaignLinkMovedMail(
  tx: DbTx,
  {
    to,
    title,
    type,
    oldSlug,
    newSlug,
    publicOrigin,
    language,
  }: {
    to: string;
    title: string;
    type: CampaignUrlType;
    oldSlug: string;
    newSlug: string;
    publicOrigin: string;
    language?: Language;
  },
): Promise<void> {
  if (language === 'es') {
    await enqueueMail(tx, {
      kind: 'campaign-link-moved',
      to,
      subject: 'Su enlace de campaña de PAID tiene una nueva dirección',
      text: [
        `Su enlace de campaña "${title}" tiene una nueva dirección:`,
        buildCampaignUrl(publicOrigin, type, newSlug),
        '',
        `La dirección anterior, ${buildCampaignUrl(publicOrigin, type, oldSlug)}, ya no funciona.`,
        '',
        'Por qué: la dirección de un enlace ahora sigue una sola regla. Solo un candidato/a',
        'verificado/a elige una dirección propia para sus propios enlaces; cualquier otro enlace',
        'empieza por el nombre del candidato/a al que apoya, y una dirección que deletrea el nombre',
        'de un candidato/a es solo suya. Las visitas y el dinero recaudado a través del enlace se',
        'quedan con él.',
        '',
        'PAID',
      ].join('\n'),
    });
    return;
  }
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
