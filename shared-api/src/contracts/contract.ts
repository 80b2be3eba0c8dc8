import {
  accountSessionsRoute,
  changePasswordRoute,
  endAccountSessionRoute,
  endOtherSessionsRoute,
  requestPasswordResetRoute,
  resendVerificationRoute,
  resetPasswordRoute,
  verifyEmailRoute,
} from './account';
import { activateCandidateRoute, deactivateCandidateRoute, makeAdminRoute } from './admin';
import { authUserRoute, logInRoute, logOutRoute, signUpRoute } from './auth';
import { requestSignInLinkRoute, signInWithLinkRoute } from './sign-in-link';
import {
  campaignCandidatesRoute,
  campaignDefaultSlugRoute,
  campaignUrlsRoute,
  createCampaignUrlRoute,
} from './campaign-urls';
import {
  candidateCheckRoute,
  candidateDetailRoute,
  candidateProfileRoute,
  candidatesByGeographyRoute,
  registerCandidateRoute,
  registerStandaloneCandidateRoute,
  removeCandidateProfileRoute,
  updateCandidatePhotoRoute,
  updateCandidatePlatformRoute,
  updateCandidateProfileRoute,
} from './candidates';
import { chatMessagesRoute, sendChatMessageRoute } from './chat';
import {
  committeeContributionsCsvRoute,
  committeeReportRoute,
  committeeSummaryCsvRoute,
} from './committee-report';
import {
  approveChatMessageRoute,
  chatRestrictionsRoute,
  chatSettingsRoute,
  deleteChatMessageRoute,
  heldChatMessagesRoute,
  liftChatRestrictionRoute,
  rejectChatMessageRoute,
  restrictChatSenderRoute,
  setSlowModeRoute,
} from './chat-moderation';
import { candidateMoneyRoute, roundMoneyRoute, stateMoneyRoute, streamMoneyRoute } from './charts';
import { competitionSummaryRoute } from './competition';
import {
  createDonationRoute,
  donationAllowanceRoute,
  myDonationReceiptRoute,
  myDonationsRoute,
  paymentModeRoute,
  recentDonationsRoute,
} from './donations';
import { citiesRoute, countiesRoute } from './geography';
import { healthRoute } from './health';
import {
  candidateMessagesRoute,
  markDirectMessageReadRoute,
  sendDirectMessageRoute,
} from './messages';
import {
  hideCommentRoute,
  hidePostRoute,
  reportCommentRoute,
  reportedCommentsRoute,
  reportedPostsRoute,
  reportPostRoute,
  restoreCommentRoute,
  restorePostRoute,
} from './post-moderation';
import {
  createPostCommentRoute,
  createPostRoute,
  deletePostRoute,
  likePostRoute,
  postCommentsRoute,
  postRoute,
  postsRoute,
  unlikePostRoute,
} from './posts';
import {
  canaryReleaseRoute,
  dropCanaryRoute,
  listReleasesRoute,
  liveReleasesRoute,
  promoteReleaseRoute,
  publishReleaseRoute,
  reportClientErrorRoute,
  rollbackReleaseRoute,
} from './releases';
import { refundDonationRoute } from './refunds';
import {
  cancelRecurringRoute,
  oneTapDonationRoute,
  recurringPlansRoute,
  removeSavedCardRoute,
  savedCardRoute,
} from './saved-cards';
import type { RouteDef } from './route';
import type { Routes } from './routes';
import {
  candidateStreamRoute,
  endStreamRoute,
  liveStreamDonationsRoute,
  startStreamRoute,
  stateStreamChannelRoute,
  streamStatsRoute,
  watchStreamRoute,
} from './stream';
import {
  answerMediaRoute,
  clickInRoute,
  closeMediaRoute,
  mediaPublishersRoute,
  mediaStatusRoute,
  publishMediaRoute,
  watchMediaRoute,
} from './media';
import { bracketsRoute, cancelTournamentRoute, createTournamentRoute } from './tournament';
import { createUploadRoute, uploadFileRoute } from './uploads';

/**
 * The shape the contract must have: exactly the groups and names of the route table
 * (routes.ts), each route with the table's method and path. A route added to one and not the
 * other, or a path that differs, is a type error here.
 */
type ContractShape = {
  [G in keyof Routes]: { [N in keyof Routes[G]]: RouteDef & Routes[G][N] };
};

/**
 * Every API route, grouped by resource: the route table's methods and paths with their
 * schemas. The server registers a handler for each (server/src/routes, checked by the type
 * checker) and builds /api/openapi.json from it; the browser reaches routes as
 * `contract.chat.send` through the zod-free table.
 */
export const contract = {
  health: { status: healthRoute },
  auth: {
    user: authUserRoute,
    signUp: signUpRoute,
    logIn: logInRoute,
    logOut: logOutRoute,
    requestSignInLink: requestSignInLinkRoute,
    signInWithLink: signInWithLinkRoute,
  },
  account: {
    changePassword: changePasswordRoute,
    requestPasswordReset: requestPasswordResetRoute,
    resetPassword: resetPasswordRoute,
    resendVerification: resendVerificationRoute,
    verifyEmail: verifyEmailRoute,
    sessions: accountSessionsRoute,
    endSession: endAccountSessionRoute,
    endOtherSessions: endOtherSessionsRoute,
  },
  admin: {
    activateCandidate: activateCandidateRoute,
    deactivateCandidate: deactivateCandidateRoute,
    makeAdmin: makeAdminRoute,
    cancelTournament: cancelTournamentRoute,
    refundDonation: refundDonationRoute,
  },
  releases: {
    live: liveReleasesRoute,
    list: listReleasesRoute,
    publish: publishReleaseRoute,
    rollback: rollbackReleaseRoute,
    canary: canaryReleaseRoute,
    promote: promoteReleaseRoute,
    dropCanary: dropCanaryRoute,
    clientError: reportClientErrorRoute,
  },
  competition: { allStates: competitionSummaryRoute },
  charts: {
    candidate: candidateMoneyRoute,
    stream: streamMoneyRoute,
    state: stateMoneyRoute,
    round: roundMoneyRoute,
  },
  geography: { counties: countiesRoute, cities: citiesRoute },
  tournament: { brackets: bracketsRoute, create: createTournamentRoute },
  candidates: {
    byGeography: candidatesByGeographyRoute,
    registerStandalone: registerStandaloneCandidateRoute,
    check: candidateCheckRoute,
    profile: candidateProfileRoute,
    register: registerCandidateRoute,
    updateProfile: updateCandidateProfileRoute,
    updatePlatform: updateCandidatePlatformRoute,
    removeProfile: removeCandidateProfileRoute,
    detail: candidateDetailRoute,
    updatePhoto: updateCandidatePhotoRoute,
  },
  committeeReport: {
    summary: committeeReportRoute,
    contributionsCsv: committeeContributionsCsvRoute,
    summaryCsv: committeeSummaryCsvRoute,
  },
  chat: { messages: chatMessagesRoute, send: sendChatMessageRoute },
  chatModeration: {
    settings: chatSettingsRoute,
    held: heldChatMessagesRoute,
    approve: approveChatMessageRoute,
    reject: rejectChatMessageRoute,
    remove: deleteChatMessageRoute,
    restrict: restrictChatSenderRoute,
    slowMode: setSlowModeRoute,
    restrictions: chatRestrictionsRoute,
    lift: liftChatRestrictionRoute,
  },
  media: {
    status: mediaStatusRoute,
    publish: publishMediaRoute,
    clickIn: clickInRoute,
    watch: watchMediaRoute,
    publishers: mediaPublishersRoute,
    answer: answerMediaRoute,
    close: closeMediaRoute,
  },
  stream: {
    stateChannel: stateStreamChannelRoute,
    stats: streamStatsRoute,
    start: startStreamRoute,
    end: endStreamRoute,
    watch: watchStreamRoute,
    candidate: candidateStreamRoute,
    donations: liveStreamDonationsRoute,
  },
  donations: {
    recent: recentDonationsRoute,
    create: createDonationRoute,
    allowance: donationAllowanceRoute,
    paymentMode: paymentModeRoute,
    mine: myDonationsRoute,
    receipt: myDonationReceiptRoute,
    oneTap: oneTapDonationRoute,
    savedCard: savedCardRoute,
    removeSavedCard: removeSavedCardRoute,
    recurringPlans: recurringPlansRoute,
    cancelRecurring: cancelRecurringRoute,
  },
  messages: {
    forCandidate: candidateMessagesRoute,
    send: sendDirectMessageRoute,
    markRead: markDirectMessageReadRoute,
  },
  uploads: { create: createUploadRoute, put: uploadFileRoute },
  posts: {
    list: postsRoute,
    detail: postRoute,
    create: createPostRoute,
    delete: deletePostRoute,
    like: likePostRoute,
    unlike: unlikePostRoute,
    comments: postCommentsRoute,
    addComment: createPostCommentRoute,
  },
  postModeration: {
    report: reportPostRoute,
    queue: reportedPostsRoute,
    reportComment: reportCommentRoute,
    commentQueue: reportedCommentsRoute,
    hideComment: hideCommentRoute,
    restoreComment: restoreCommentRoute,
    hide: hidePostRoute,
    restore: restorePostRoute,
  },
  campaignUrls: {
    list: campaignUrlsRoute,
    create: createCampaignUrlRoute,
    defaultSlug: campaignDefaultSlugRoute,
    candidates: campaignCandidatesRoute,
  },
} as const satisfies ContractShape;

export type Contract = typeof contract;

/** Every route of the contract as a flat list (for registration loops and checks). */
export function contractRoutes(): RouteDef[] {
  return Object.values(contract).flatMap((group): RouteDef[] => Object.values(group));
}
