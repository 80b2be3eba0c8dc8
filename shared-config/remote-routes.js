// Every route of the spec's route table that a remote owns, mapped to the exposed screen that
// renders it. Written down once: the shell builds its router from it, and the server reads it
// to tell the browser, in the page itself, which remote files the requested page will need
// (preload hints), so they download while the shell is still starting.
module.exports = [
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
