/**
 * The order of a geography's candidate list: most money raised first, then the earlier
 * registration, then the lower id, so the order is total. The debate stage schedules the first
 * two verified candidates of a state's list (candidates/eligibility.ts), and the lists and the
 * provisional brackets read the same order (candidates/candidate-queries.ts). Column names
 * without a table alias: every query using it reads one candidates row per line.
 */
export const GEOGRAPHY_LIST_ORDER = 'total_donations_cents desc, created_at, id';
