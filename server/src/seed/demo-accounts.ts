// The demo accounts a fresh server creates (unless started empty). The README cites this
// list; every account shares one password.

export const DEMO_PASSWORD = 'paid-demo-2026';

export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  /** What the account is for, as the README describes it. */
  role: string;
}

export const DEMO_ACCOUNTS = [
  {
    email: 'admin@paid.test',
    firstName: 'Avery',
    lastName: 'Admin',
    isAdmin: true,
    role: 'support admin (activates candidates)',
  },
  {
    email: 'casey@paid.test',
    firstName: 'Casey',
    lastName: 'Morales',
    isAdmin: false,
    role: 'activated candidate for California governor (can go live, has an inbox)',
  },
  {
    email: 'morgan@paid.test',
    firstName: 'Morgan',
    lastName: 'Patel',
    isAdmin: false,
    role: 'registered candidate in Texas, not yet activated',
  },
  {
    email: 'voter@paid.test',
    firstName: 'Jordan',
    lastName: 'Rivera',
    isAdmin: false,
    role: 'plain user (posts, messages candidates, campaign URLs)',
  },
] as const satisfies readonly DemoAccount[];

export type DemoEmail = (typeof DEMO_ACCOUNTS)[number]['email'];
