import { authUserRoute } from './auth';
import { campaignUrlsRoute, createCampaignUrlRoute } from './campaign-urls';
import {
  candidateCheckRoute,
  candidateDetailRoute,
  candidateProfileRoute,
  candidatesByGeographyRoute,
  registerCandidateRoute,
  registerStandaloneCandidateRoute,
  updateCandidatePhotoRoute,
  updateCandidateProfileRoute,
} from './candidates';
import { chatMessagesRoute, sendChatMessageRoute } from './chat';
import { competitionSummaryRoute } from './competition';
import { recentDonationsRoute } from './donations';
import { citiesRoute, countiesRoute } from './geography';
import { healthRoute } from './health';
import { candidateMessagesRoute, sendDirectMessageRoute } from './messages';
import { createPostRoute, postsRoute } from './posts';
import type { RouteDef } from './route';
import { stateStreamChannelRoute, streamStatsRoute } from './stream';
import { bracketsRoute, createTournamentRoute } from './tournament';
import { createUploadRoute } from './uploads';

/**
 * Every API route, grouped by resource. The server iterates it to register handlers (and
 * can assert none is missing); the browser reaches routes as `contract.chat.send`.
 */
export const contract = {
  health: { status: healthRoute },
  auth: { user: authUserRoute },
  competition: { allStates: competitionSummaryRoute },
  geography: { counties: countiesRoute, cities: citiesRoute },
  tournament: { brackets: bracketsRoute, create: createTournamentRoute },
  candidates: {
    byGeography: candidatesByGeographyRoute,
    registerStandalone: registerStandaloneCandidateRoute,
    check: candidateCheckRoute,
    profile: candidateProfileRoute,
    register: registerCandidateRoute,
    updateProfile: updateCandidateProfileRoute,
    detail: candidateDetailRoute,
    updatePhoto: updateCandidatePhotoRoute,
  },
  chat: { messages: chatMessagesRoute, send: sendChatMessageRoute },
  stream: { stateChannel: stateStreamChannelRoute, stats: streamStatsRoute },
  donations: { recent: recentDonationsRoute },
  messages: { forCandidate: candidateMessagesRoute, send: sendDirectMessageRoute },
  uploads: { create: createUploadRoute },
  posts: { list: postsRoute, create: createPostRoute },
  campaignUrls: { list: campaignUrlsRoute, create: createCampaignUrlRoute },
} as const satisfies Record<string, Record<string, RouteDef>>;

export type Contract = typeof contract;

/** Every route of the contract as a flat list (for registration loops and checks). */
export function contractRoutes(): RouteDef[] {
  return Object.values(contract).flatMap((group): RouteDef[] => Object.values(group));
}
