// Every page route a remote owns (docs/routes-and-screens.md), mapped to the exposed screen that
// renders it. Written down once: the shell builds its router from it, and the server reads it
// to tell the browser, in the page itself, which remote files the requested page will need
// (preload hints), so they download while the shell is still starting. `title` is the page's
// document title (`:state` reads as the state's name).
module.exports = [
  {
    path: '/home',
    remote: 'mf_brackets',
    screen: 'home-screen',
    label: 'Home',
    title: 'All states',
  },
  {
    path: '/PaidState/:state',
    remote: 'mf_brackets',
    screen: 'state-screen',
    label: 'State',
    title: ':state state race',
  },
  {
    path: '/PaidCounty/:state/:fips',
    remote: 'mf_brackets',
    screen: 'county-screen',
    label: 'County',
    title: 'County race in :state',
  },
  {
    path: '/PaidCity/:state/:countyFips/:cityFips',
    remote: 'mf_brackets',
    screen: 'city-screen',
    label: 'City',
    title: 'City race in :state',
  },
  {
    path: '/tournament/:state',
    remote: 'mf_debate',
    screen: 'tournament-screen',
    label: 'Tournament',
    title: ':state debate tournament',
  },
  {
    path: '/register',
    remote: 'mf_candidate',
    screen: 'register-screen',
    label: 'Registration',
    title: 'Register as a candidate',
  },
  {
    path: '/candidate-registration',
    remote: 'mf_candidate',
    screen: 'candidate-registration-screen',
    label: 'Registration',
    title: 'Candidate application',
  },
  {
    path: '/candidate/account',
    remote: 'mf_candidate',
    screen: 'account-screen',
    label: 'Account',
    title: 'Your account',
  },
  {
    path: '/candidate/:candidateId',
    remote: 'mf_candidate',
    screen: 'candidate-screen',
    label: 'Candidate',
    title: 'Candidate',
  },
  {
    path: '/go-live',
    remote: 'mf_candidate',
    screen: 'go-live-screen',
    label: 'Go Live',
    title: 'Go live',
  },
  {
    path: '/donate/:candidateId',
    remote: 'mf_candidate',
    screen: 'donate-screen',
    label: 'Donate',
    title: 'Donate',
  },
  {
    path: '/Shorts',
    remote: 'mf_shorts',
    screen: 'shorts-screen',
    label: 'Shorts',
    title: 'Shorts',
  },
  {
    path: '/Shorts/:postId',
    remote: 'mf_shorts',
    screen: 'post-screen',
    label: 'Shorts',
    title: 'Short post',
  },
  {
    path: '/campaign-url-generator',
    remote: 'mf_campaign_urls',
    screen: 'campaign-url-generator-screen',
    label: 'Campaign URLs',
    title: 'Campaign links',
  },
];
