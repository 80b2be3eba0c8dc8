// The browser's entry point ('shared-api'). Not shared through Module Federation: each app
// bundles the part it uses, tree-shaken (shared-config/webpack/shared-modules.js says why).
// The server imports 'shared-api/contracts' instead, which holds no React.
// No zod here: every page loads this module, so it exports the contract's types, the routes'
// methods and paths, and the zod-free constants and helpers. A form that needs a schema imports
// it from 'shared-api/contracts' (a shared module of its own, loaded by the pages that use it).
export type * from './contracts';
export * from './constants';
export * as contract from './contracts/browser-contract';
export {
  US_STATES,
  STATE_CODES,
  UNKNOWN_STATE_NAME,
  isStateCode,
  stateName,
  stateFips,
  stateOfFips,
} from './contracts/states';
export * from './contracts/donation-rules';
export * from './contracts/mailing-states';
export * from './contracts/geographic-codes';
export { POSITION_OPTIONS, POSITION_VALUES, positionLabel } from './contracts/positions';
export * from './contracts/return-to';
export * from './contracts/express-link-query';
export * from './contracts/post-text';
export * from './contracts/post-report-reasons';
export * from './contracts/chat-links';
export * from './contracts/languages';
// Zod-free: an election's or a charge's day in English, for the pages as for the mails.
export { formatChargeDay } from './contracts/monthly-schedule';
export * from './request';
export * from './send-client-error-report';
export * from './readable-error';
export * from './server-field-errors';
export * from './lazy-resolver';
export * from './contracts/live-topics';
export * from './live/use-live-topic';
// Already part of this module (the hooks below use them); exported for 'shared-api/charts'.
export { useLiveRefresh } from './live/use-live-refresh';
export { idParam, bracketsParams, parseCandidateId } from './route-params';
export * from './query-client';
export * from './query-keys';
export * from './hooks/use-auth-user';
export * from './hooks/use-account-session';
export * from './hooks/use-account';
export * from './hooks/use-sign-in-link';
export * from './hooks/use-donor-details';
export * from './hooks/use-plan-renewal';
export * from './navigation/login-redirect';
export * from './navigation/use-mutation-error-notice';
export * from './hooks/use-posts';
export * from './hooks/use-create-post';
export * from './hooks/use-campaign-candidates';
export * from './hooks/use-campaign-url-default-slug';
export * from './hooks/use-campaign-urls';
export * from './hooks/use-create-campaign-url';
export * from './hooks/use-own-candidate-profile';
export * from './hooks/use-competition-summary';
export * from './hooks/use-counties';
export * from './hooks/use-cities';
export * from './hooks/use-brackets';
export * from './hooks/use-place-tournament';
export * from './hooks/use-candidates-by-geography';
export * from './hooks/use-register-standalone-candidate';
export * from './hooks/use-register-candidate';
export * from './hooks/use-update-candidate-profile';
export * from './hooks/use-update-candidate-platform';
export * from './hooks/use-deactivate-candidate-profile';
export * from './hooks/use-candidate';
export * from './hooks/use-candidate-messages';
export * from './hooks/use-send-direct-message';
export * from './hooks/use-mark-message-read';
export * from './hooks/use-update-candidate-photo';
export * from './hooks/request-upload-url';
export * from './hooks/upload-file-to-url';
export * from './hooks/use-post';
export * from './hooks/use-post-comments';
export * from './hooks/use-toggle-post-like';
export * from './hooks/use-create-post-comment';
export * from './hooks/use-delete-post';
export * from './hooks/use-post-moderation';
export * from './hooks/use-candidate-check';
export * from './hooks/use-state-stream-channel';
export * from './hooks/use-create-tournament';
export * from './hooks/use-create-donation';
export * from './hooks/use-donation-allowance';
export * from './hooks/use-committee-report';
export * from './hooks/use-donate-experiments';
export * from './hooks/use-campaign-report';
export * from './hooks/use-excess-gifts';
export * from './hooks/use-my-donations';
export * from './hooks/use-saved-card';
export * from './hooks/use-express-links';
export * from './hooks/use-monthly-offer';
export * from './hooks/use-payment-mode';
export * from './hooks/use-chat-messages';
export * from './hooks/use-send-chat-message';
export * from './hooks/use-chat-moderation';
export * from './hooks/use-stream-stats';
export * from './hooks/use-live-stream-donations';
export * from './hooks/use-replays';
export * from './hooks/use-start-stream';
export * from './hooks/use-end-stream';
export * from './hooks/use-candidate-stream';
export * from './hooks/use-watch-stream';
export * from './media/use-publish-media';
export * from './media/use-watch-media';
export * from './media/use-hls-choice';
export * from './media/use-live-playback';
