import type { Contract } from './contract';
import { healthRoutes } from './routes-health';
import { authRoutes } from './routes-auth';
import { accountRoutes } from './routes-account';
import { adminRoutes } from './routes-admin';
import { releasesRoutes } from './routes-releases';
import { competitionRoutes } from './routes-competition';
import { chartsRoutes } from './routes-charts';
import { geographyRoutes } from './routes-geography';
import { tournamentRoutes } from './routes-tournament';
import { candidatesRoutes } from './routes-candidates';
import { committeeReportRoutes } from './routes-committee-report';
import { chatRoutes } from './routes-chat';
import { chatModerationRoutes } from './routes-chat-moderation';
import { mediaRoutes } from './routes-media';
import { streamRoutes } from './routes-stream';
import { donationsRoutes } from './routes-donations';
import { messagesRoutes } from './routes-messages';
import { uploadsRoutes } from './routes-uploads';
import { postsRoutes } from './routes-posts';
import { postModerationRoutes } from './routes-post-moderation';
import { campaignUrlsRoutes } from './routes-campaign-urls';

// The browser's view of the contract: the route table (method and path only), typed as the
// full contract so `apiRequest(contract.posts.list, { query })` infers its params, query,
// body and answer from the schemas. Only the types of the schemas come along; reading a
// schema from it (`contract.posts.list.response`) at run time gives undefined, so code that
// needs one imports 'shared-api/contracts'.
//
// Imported as a namespace (`import * as contract from './browser-contract'`, re-exported by
// the package as `contract`): webpack follows `contract.posts` to the one export it names,
// and each area is a module of its own (routes-<area>.ts), so a chunk carries only the areas
// its code calls. One object holding every area put every path of the API into every app's
// first load (/home carried it twice, in the shell and in mf-brackets); one module holding
// every area did too, as soon as any lazy screen of the app used the whole table.

export const health = healthRoutes as unknown as Contract['health'];
export const auth = authRoutes as unknown as Contract['auth'];
export const account = accountRoutes as unknown as Contract['account'];
export const admin = adminRoutes as unknown as Contract['admin'];
export const releases = releasesRoutes as unknown as Contract['releases'];
export const competition = competitionRoutes as unknown as Contract['competition'];
export const charts = chartsRoutes as unknown as Contract['charts'];
export const geography = geographyRoutes as unknown as Contract['geography'];
export const tournament = tournamentRoutes as unknown as Contract['tournament'];
export const candidates = candidatesRoutes as unknown as Contract['candidates'];
export const committeeReport = committeeReportRoutes as unknown as Contract['committeeReport'];
export const chat = chatRoutes as unknown as Contract['chat'];
export const chatModeration = chatModerationRoutes as unknown as Contract['chatModeration'];
export const media = mediaRoutes as unknown as Contract['media'];
export const stream = streamRoutes as unknown as Contract['stream'];
export const donations = donationsRoutes as unknown as Contract['donations'];
export const messages = messagesRoutes as unknown as Contract['messages'];
export const uploads = uploadsRoutes as unknown as Contract['uploads'];
export const posts = postsRoutes as unknown as Contract['posts'];
export const postModeration = postModerationRoutes as unknown as Contract['postModeration'];
export const campaignUrls = campaignUrlsRoutes as unknown as Contract['campaignUrls'];
