// The two candidates on a state's debate stage: the first two VERIFIED candidates of its list,
// none when fewer than two are verified. The rule is the eligibility module's
// (candidates/eligibility.ts), which the chat's moderators read too.
export { scheduledDebaters } from '../candidates/eligibility';
