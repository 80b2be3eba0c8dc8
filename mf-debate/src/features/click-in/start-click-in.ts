import { apiRequest, contract, type ClickInBody, type ClickInGrant } from 'shared-api';

/**
 * POST /api/media/click-ins as a click-in's countdown starts: the grant to publish the
 * candidate's camera to the stage for its time (docs/video.md). The body is checked with the
 * server's own schema first, so a duration it would refuse is never sent. The schema library
 * loads only here, when someone clicks in, not with the stage.
 */
export async function startClickIn(body: ClickInBody): Promise<ClickInGrant> {
  const { clickInBodySchema } = await import('shared-api/contracts');
  return apiRequest(contract.media.clickIn, { body: clickInBodySchema.parse(body) });
}
