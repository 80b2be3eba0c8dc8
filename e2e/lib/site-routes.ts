/** One concrete URL per page route (docs/routes-and-screens.md), with demo-data codes. */
export const SITE_ROUTES: { path: string; heading: RegExp | string }[] = [
  { path: '/', heading: 'PAID' },
  { path: '/home', heading: /PAID state competitions|MONEY TALKS/ },
  { path: '/learn-more', heading: 'How PAID works' },
  { path: '/PaidState/CA', heading: /State competition|CA/ },
  { path: '/PaidCounty/CA/037', heading: /County/ },
  { path: '/PaidCity/CA/037/44000', heading: /City/ },
  { path: '/tournament/CA', heading: /Debate Tournament/ },
  { path: '/register', heading: /Regist|Authentication Required/ },
  { path: '/candidate/account', heading: /Candidate Account|Authentication Required/ },
  { path: '/candidate/1', heading: /Candidate/ },
  { path: '/go-live', heading: /Fundraising Stream|Authentication Required/ },
  { path: '/Shorts', heading: /Shorts|Recent Posts/ },
  { path: '/Shorts/moderation', heading: /Reported posts/ },
  { path: '/campaign-url-generator', heading: /Campaign URL/ },
  {
    path: '/candidate-registration',
    heading: /Candidate Registration Form|Authentication Required/,
  },
  { path: '/donate/1', heading: /Donate/ },
  { path: '/no/such/page', heading: /Page Not Found/ },
];
