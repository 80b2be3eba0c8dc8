import { urlTemplate, type CampaignUrlType } from 'shared-api/contracts';
import type { Db } from '../db/db';

// What opening a campaign URL does (decisions section 7): count the visit and find the page it
// leads to, the owner's candidate page (a donation link: their donation page).

export interface CampaignLanding {
  campaignUrlId: number;
  /** The owner's active candidate profile; null when the owner has none. */
  candidateId: number | null;
}

const LANDING_COLUMNS = `cu.id as "campaignUrlId",
  (select c.id from candidates c where c.user_id = cu.user_id and c.is_active
    order by c.id limit 1) as "candidateId"`;

/**
 * The campaign URL `type` + `slug`, its visit counted when `countVisit` (one atomic update,
 * so simultaneous visits all count); null when there is no such link.
 */
export async function landOnCampaignUrl(
  db: Db,
  type: CampaignUrlType,
  slug: string,
  { countVisit }: { countVisit: boolean },
): Promise<CampaignLanding | null> {
  const { rows } = countVisit
    ? await db.query<CampaignLanding>(
        `update campaign_urls cu set visits = cu.visits + 1
          where cu.url_type = $1 and cu.url_slug = $2
          returning ${LANDING_COLUMNS}`,
        [type, slug],
      )
    : await db.query<CampaignLanding>(
        `select ${LANDING_COLUMNS} from campaign_urls cu
          where cu.url_type = $1 and cu.url_slug = $2`,
        [type, slug],
      );
  return rows[0] ?? null;
}

/**
 * Where a campaign URL sends its visitor: a donation link to `/donate/{candidateId}`, any
 * other to `/candidate/{candidateId}`; an owner without a candidate profile has no page of
 * their own, so their links lead to /home (the visit still counts).
 */
export function landingPath(type: CampaignUrlType, candidateId: number | null): string {
  if (candidateId === null) return '/home';
  return urlTemplate(type).path === 'donate'
    ? `/donate/${candidateId}`
    : `/candidate/${candidateId}`;
}
