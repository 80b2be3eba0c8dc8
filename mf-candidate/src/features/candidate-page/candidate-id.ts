/** Ids are Postgres integers: anything larger cannot name a candidate. */
const MAX_ID = 2_147_483_647;

/**
 * The candidate id of a /candidate/{candidateId} path, or null when the segment is not a
 * plain positive whole number ('abc', '1e3', '0x10', '-1'): such a page is 'Candidate Not
 * Found' without asking the server.
 */
export function parseCandidateId(segment: string | undefined): number | null {
  if (segment === undefined || !/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= MAX_ID ? id : null;
}
