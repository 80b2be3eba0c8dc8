/**
 * The pages Lighthouse measures (bench/src/lighthouse.ts): home, a state,
 * its tournament, a candidate, Shorts, the URL tool and the candidate's donation page. The
 * candidate is the demo's Casey Morales, id 1 on a fresh demo database.
 */
export function measuredPages(candidateId = 1): string[] {
  return [
    '/home',
    '/PaidState/CA',
    '/tournament/CA',
    `/candidate/${candidateId}`,
    '/Shorts',
    '/campaign-url-generator',
    `/donate/${candidateId}`,
  ];
}
