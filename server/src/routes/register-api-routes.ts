import { registerAccountRoutes } from './account-routes';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/db';
import type { ServerClock } from '../clock/server-clock';
import type { PaymentProvider } from '../payments/payment-provider';
import type { MediaServer } from '../media/media-server';
import { isRouted } from '../media/routed-media-server';
import type { FileStorage } from '../storage/file-storage';
import { registerAdminRoutes } from './admin-routes';
import { registerElectionAdminRoutes } from './election-admin-routes';
import { registerExcessGiftRoutes } from './excess-gift-routes';
import { registerApiDocsRoutes } from './api-docs-routes';
import { registerAuthRoutes } from './auth-routes';
import { registerBestEffortsRoutes } from './best-efforts-routes';
import { registerPlanRenewalRoutes } from './plan-renewal-routes';
import { registerCampaignUrlRoutes } from './campaign-url-routes';
import { registerExperimentRoutes } from './experiment-routes';
import { registerCandidateRoutes } from './candidate-routes';
import { registerChartRoutes } from './chart-routes';
import { ChannelMessageCache } from '../chat/channel-message-cache';
import { registerChatModerationRoutes } from './chat-moderation-routes';
import { registerChatRestrictionRoutes } from './chat-restriction-routes';
import { registerChatRoutes } from './chat-routes';
import { registerCommentModerationRoutes } from './comment-moderation-routes';
import { registerCommitteeReportRoutes } from './committee-report-routes';
import { registerCampaignReportRoutes } from './campaign-report-routes';
import { registerCompetitionRoutes } from './competition-routes';
import { registerDonationRoutes } from './donation-routes';
import { registerSavedCardRoutes } from './saved-card-routes';
import { registerExpressLinkRoutes } from './express-link-routes';
import { registerMonthlyOfferRoutes } from './monthly-offer-routes';
import { registerFileRoutes } from './file-routes';
import { registerHlsFileRoutes } from './hls-file-routes';
import { registerGeographyRoutes } from './geography-routes';
import { registerHealthRoutes } from './health-routes';
import { registerLiveRoutes } from './live-routes';
import type { LiveHub } from '../live/live-hub';
import { registerMessageRoutes } from './message-routes';
import { registerPostModerationRoutes } from './post-moderation-routes';
import { registerPostRoutes } from './post-routes';
import { registerReleaseRoutes } from './release-routes';
import { registerReplayRoutes } from './replay-routes';
import { registerRecentDonationRoutes } from './recent-donation-routes';
import { registerMediaRoutes } from './media-routes';
import { registerStreamRoutes } from './stream-routes';
import { registerTournamentRoutes } from './tournament-routes';
import { registerUploadRoutes } from './upload-routes';
import type { UploadAllowance } from '../uploads/upload-allowance';
import { everyContractRoute } from '../http/validate';

export interface RouteDeps {
  db: Db;
  config: Pick<
    Config,
    | 'siteDir'
    | 'releasesDir'
    | 'remoteOverrides'
    | 'publicOrigin'
    | 'logLevel'
    | 'dataDir'
    | 'oidc'
    | 'liveStreamsPerAddress'
    | 'hlsThreshold'
  >;
  /** <PAID_DATA_DIR>/admin-secret, accepted by the admin API from the admin command. */
  adminSecret?: string;
  /** Uploaded files: post media, candidate photos. */
  storage: FileStorage;
  /** Who charges donations. */
  payments: PaymentProvider;
  /** What one member may upload per day. */
  uploadAllowance: UploadAllowance;
  /** Live push: the events every server hears, for GET /api/live. */
  live: LiveHub;
  /** The chat's clock (rate limit, slow mode, time-outs); default Date.now. */
  chatClock?: () => number;
  /** Live video: Janus, or the unavailable media server. */
  media: MediaServer;
  /** Live video's clock (when click-ins end); default Date.now. */
  mediaClock?: () => number;
  /** The clock of mailed account links (reset, verification); default Date.now. */
  accountClock?: () => number;
  /** The clock of money decisions (clock/server-clock.ts). */
  clock: ServerClock;
}

/**
 * Every /api route of the product, one register function per feature file, and the API's
 * description (/api/openapi.json, /api/docs). Each contract module returns what it
 * registered; `everyContractRoute` makes a contract route that none of them registers a type
 * error here (and a start-up error, should a cast hide one).
 */
export function registerApiRoutes(app: FastifyInstance, deps: RouteDeps): void {
  // What chat polls read, shared by the chat's routes and its moderation's (which mark it stale).
  const chatCache = new ChannelMessageCache(deps.db, 1_000, deps.chatClock);
  everyContractRoute([
    ...registerHealthRoutes(app, deps),
    ...registerChartRoutes(app, deps),
    ...registerAuthRoutes(app, deps),
    ...registerAccountRoutes(app, deps),
    ...registerAdminRoutes(app, {
      db: deps.db,
      adminSecret: deps.adminSecret,
      payments: deps.payments,
    }),
    ...registerReleaseRoutes(app, {
      db: deps.db,
      adminSecret: deps.adminSecret,
      releasesDir: deps.config.releasesDir,
    }),
    ...registerElectionAdminRoutes(app, { db: deps.db, adminSecret: deps.adminSecret }),
    ...registerPostRoutes(app, deps),
    ...registerPostModerationRoutes(app, { db: deps.db, adminSecret: deps.adminSecret }),
    ...registerCommentModerationRoutes(app, { db: deps.db, adminSecret: deps.adminSecret }),
    ...registerCampaignUrlRoutes(app, deps),
    ...registerExperimentRoutes(app, deps),
    ...registerChatRoutes(app, deps, { now: deps.chatClock, cache: chatCache }),
    ...registerChatModerationRoutes(app, deps.db, { now: deps.chatClock, cache: chatCache }),
    ...registerChatRestrictionRoutes(app, {
      db: deps.db,
      adminSecret: deps.adminSecret,
      now: deps.chatClock,
    }),
    ...registerStreamRoutes(app, deps),
    ...registerMediaRoutes(app, deps),
    ...registerReplayRoutes(app, {
      db: deps.db,
      storage: deps.storage,
      adminSecret: deps.adminSecret,
    }),
    ...registerRecentDonationRoutes(app, deps),
    ...registerDonationRoutes(app, deps),
    ...registerSavedCardRoutes(app, deps),
    ...registerExpressLinkRoutes(app, deps),
    ...registerMonthlyOfferRoutes(app, deps),
    ...registerBestEffortsRoutes(app, deps),
    ...registerPlanRenewalRoutes(app, deps),
    ...registerCompetitionRoutes(app, deps),
    ...registerGeographyRoutes(app),
    ...registerTournamentRoutes(app, deps),
    ...registerCandidateRoutes(app, deps.db, { ...deps.config, clock: deps.clock }),
    ...registerCommitteeReportRoutes(app, deps.db),
    ...registerCampaignReportRoutes(app, deps),
    ...registerExcessGiftRoutes(app, {
      db: deps.db,
      payments: deps.payments,
      clock: deps.clock,
      adminSecret: deps.adminSecret,
    }),
    ...registerMessageRoutes(app, deps.db),
    ...registerUploadRoutes(app, deps),
  ]);
  registerFileRoutes(app, deps.storage);
  // Several servers (rooms placed by the database): HLS a room's holder wrote is in the store.
  registerHlsFileRoutes(app, deps.config.dataDir, isRouted(deps.media) ? deps.storage : undefined);
  registerLiveRoutes(app, deps.live, deps.config.liveStreamsPerAddress);
  registerApiDocsRoutes(app);
}
