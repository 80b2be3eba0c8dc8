// LIGHTHOUSE_EXPERIMENT=1 (lighthouse.ts): the demo candidate Casey runs a donate page
// experiment while the donate page is measured, as an owner would start one from the account
// page: logged in through the API, then POST /api/candidate/{id}/experiments. Lighthouse's
// fresh profile per run is a new visitor each time, so each run is assigned, counted and
// shown a variant (one page, or the two steps).

const DEMO_OWNER = { email: 'casey@paid.test', password: 'paid-demo-2026' };

export async function startDonateExperiment(url: string, candidateId: number): Promise<void> {
  const headers = { 'content-type': 'application/json', origin: url };
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers,
    body: JSON.stringify(DEMO_OWNER),
  });
  if (!login.ok) throw new Error(`log in as the demo owner: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const variant = (headline: string, layout: 'one-page' | 'steps') => ({
    headline,
    presetAmounts: [10, 25, 50, 100],
    defaultAmount: 25,
    layout,
  });
  const started = await fetch(`${url}/api/candidate/${candidateId}/experiments`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({
      name: 'Bench: headline and steps',
      variants: [
        { name: 'One page', weight: 1, variant: variant('Stand with Casey today', 'one-page') },
        { name: 'Steps', weight: 1, variant: variant('Every dollar counts', 'steps') },
      ],
    }),
  });
  if (started.status !== 201) {
    throw new Error(`start the experiment: ${started.status} ${await started.text()}`);
  }
}
