// A monthly plan's end in SQL (docs/donation-rules.md "Monthly gifts"): the day of the last of
// its elections (sql/functions/paid_plan_elections.sql: the one its donor chose and the later
// ones of that cycle). One home for the monthly clock, the receipts and the renewal mail.

/** SQL: the end date of the plan row `plan` (an alias), or null for a plan without an election. */
export const planEndDate = (plan: string) =>
  `select max(pe.election_date) from paid_plan_elections(${plan}.candidate_id, ${plan}.election_id) pe`;

/** SQL: plan `p`'s end day, YYYY-MM-DD, or null for a plan without an election. */
export const PLAN_END_DAY = `select to_char(max(pe.election_date), 'YYYY-MM-DD')
  from paid_plan_elections(p.candidate_id, p.election_id) pe`;
