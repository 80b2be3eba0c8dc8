/**
 * Every route of the spec's route table, mapped to the exposed screen of the remote that
 * owns it. The shell's own screens (intro, learn-more, not-found) are in app-router.tsx.
 */
export interface RemoteRoute {
  path: string;
  /** Federation name of the owning remote. */
  remote: 'mf_brackets' | 'mf_debate' | 'mf_candidate' | 'mf_shorts' | 'mf_campaign_urls';
  /** Exposed module, without the leading './'. */
  screen: string;
  label: string;
}

export const REMOTE_ROUTES: RemoteRoute[] = [
  { path: '/home', remote: 'mf_brackets', screen: 'home-screen', label: 'Home' },
  { path: '/PaidState/:state', remote: 'mf_brackets', screen: 'state-screen', label: 'State' },
  {
    path: '/PaidCounty/:state/:fips',
    remote: 'mf_brackets',
    screen: 'county-screen',
    label: 'County',
  },
  {
    path: '/PaidCity/:state/:countyFips/:cityFips',
    remote: 'mf_brackets',
    screen: 'city-screen',
    label: 'City',
  },
  {
    path: '/tournament/:state',
    remote: 'mf_debate',
    screen: 'tournament-screen',
    label: 'Tournament',
  },
  { path: '/register', remote: 'mf_candidate', screen: 'register-screen', label: 'Registration' },
  {
    path: '/candidate-registration',
    remote: 'mf_candidate',
    screen: 'candidate-registration-screen',
    label: 'Registration',
  },
  {
    path: '/candidate/account',
    remote: 'mf_candidate',
    screen: 'account-screen',
    label: 'Account',
  },
  {
    path: '/candidate/:candidateId',
    remote: 'mf_candidate',
    screen: 'candidate-screen',
    label: 'Candidate',
  },
  { path: '/go-live', remote: 'mf_candidate', screen: 'go-live-screen', label: 'Go Live' },
  {
    path: '/donate/:candidateId',
    remote: 'mf_candidate',
    screen: 'donate-screen',
    label: 'Donate',
  },
  { path: '/Shorts', remote: 'mf_shorts', screen: 'shorts-screen', label: 'Shorts' },
  { path: '/Shorts/:postId', remote: 'mf_shorts', screen: 'post-screen', label: 'Shorts' },
  {
    path: '/campaign-url-generator',
    remote: 'mf_campaign_urls',
    screen: 'campaign-url-generator-screen',
    label: 'Campaign URLs',
  },
];

/** The remote that owns a pathname, so hovering a link can preload it. */
export function remoteForPath(pathname: string): RemoteRoute['remote'] | null {
  const first = `/${pathname.split('/')[1] ?? ''}`;
  const match = REMOTE_ROUTES.find(
    (route) => route.path === first || route.path.startsWith(`${first}/`),
  );
  return match?.remote ?? null;
}
