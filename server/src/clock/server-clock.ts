// The server's "now" for every decision by date that moves money (docs/donation-rules.md,
// "The server's clock"): which election a gift is designated to, an election already held,
// the allowance, the donate form's checks, monthly plans (due charges, their end, the renewal
// mail), the best-efforts 30-day window and the tournament clock all read it, never
// `new Date()`. It is the real clock plus PAID_CLOCK_OFFSET_MS (config.clockOffsetMs: tests
// only, the server warns when it is not 0), so a test server can live past an election or a
// cycle's end and every rule follows without a code change.
//
// What it does not move: SQL `now()` (created_at, claim times, link expiries the database
// checks), which stays real time. A decision that compares a row's time with an election day
// takes the day from this clock at the moment it is made (a plan's anchor is the clock's day of
// its first gift, not the gift's created_at), so a set clock decides the same way throughout.

export interface ServerClock {
  now(): Date;
}

/** The real clock moved by `offsetMs` (0: the real clock). */
export function serverClock(offsetMs = 0): ServerClock {
  return { now: () => new Date(Date.now() + offsetMs) };
}
