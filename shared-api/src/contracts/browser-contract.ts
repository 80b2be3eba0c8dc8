// Generated from contract.ts by shared-api/scripts/generate-route-table.ts
// (`npm run generate -w shared-api`): do not edit.
//
// The browser's view of the contract: each route's method and path, typed as the full
// contract so `apiRequest(contract.posts.list, { query })` infers its params, query, body
// and answer from the schemas. Only the types of the schemas come along; reading a schema
// from it (`contract.posts.list.response`) at run time gives undefined, so code that needs
// one imports 'shared-api/contracts'.
//
// Imported as a namespace (`import * as contract from './browser-contract'`, re-exported by
// the package as `contract`): webpack follows `contract.posts` to the one module it names,
// and each area is a module of its own (routes-<area>.ts), so a chunk carries only the
// areas its code calls. One object holding every area put every path of the API into
// every app's first load; one module holding every area did too, as soon as any lazy
// screen of the app used the whole table.
export { health } from './routes-health';
export { auth } from './routes-auth';
export { account } from './routes-account';
export { admin } from './routes-admin';
export { releases } from './routes-releases';
export { competition } from './routes-competition';
export { charts } from './routes-charts';
export { geography } from './routes-geography';
export { tournament } from './routes-tournament';
export { candidates } from './routes-candidates';
export { committeeReport } from './routes-committee-report';
export { chat } from './routes-chat';
export { chatModeration } from './routes-chat-moderation';
export { media } from './routes-media';
export { stream } from './routes-stream';
export { donations } from './routes-donations';
export { expressLinks } from './routes-express-links';
export { messages } from './routes-messages';
export { uploads } from './routes-uploads';
export { posts } from './routes-posts';
export { postModeration } from './routes-post-moderation';
export { campaignUrls } from './routes-campaign-urls';
export { experiments } from './routes-experiments';
export { replays } from './routes-replays';
