import { DONATION_ATTESTATIONS } from 'shared-api/contracts';

// A valid call of each mutating route, for the fuzz tests: the starting point of "valid but
// with one hostile field" bodies, and the role whose call the server would carry out. A route
// added to the contract later still gets fuzzed without an entry here (from its schema's
// keys); an entry adds the deeper, almost-valid cases.

export type FuzzRole = 'visitor' | 'user' | 'pending' | 'active' | 'admin';

/** The rows the samples point at (the fuzz test's accounts and content). */
export interface FuzzWorld {
  activeUserId: number;
  activeCandidateId: number;
  postId: number;
  channelId: string;
  /** Makes emails, slugs and keys unique per call. */
  unique: () => string;
}

export interface ValidCall {
  role: FuzzRole;
  params?: Record<string, string>;
  body: Record<string, unknown>;
}

const candidateForm = {
  name: 'Jordan Lee',
  position: 'Mayor',
  geographicCode: 'OR',
  email: 'jordan@example.com',
  phone: '5035550123',
  bio: 'Neighbour.',
  experience: 'Council, 4 years',
  platform: 'Parks.',
};

/** Keyed `METHOD /path` as in the contract. */
export const VALID_CALLS: Record<string, (world: FuzzWorld) => ValidCall> = {
  'POST /api/auth/signup': (w) => ({
    role: 'visitor',
    body: {
      firstName: 'Fuzz',
      lastName: 'Tester',
      email: `fuzz-${w.unique()}@paid.test`,
      password: 'correct horse battery',
    },
  }),
  'POST /api/auth/login': () => ({
    role: 'visitor',
    body: { email: 'voter@paid.test', password: 'not the password' },
  }),
  'POST /api/admin/users/make-admin': () => ({
    role: 'admin',
    body: { email: 'voter@paid.test' },
  }),
  'POST /api/campaign-urls': (w) => ({
    role: 'user',
    body: {
      urlType: 'donation',
      urlSlug: `fuzz-${w.unique()}`,
      title: 'Spring drive',
      description: 'Doors',
      // A member without a profile makes a supporter link for a verified candidate.
      candidateId: w.activeCandidateId,
    },
  }),
  'POST /api/candidates': () => ({
    role: 'visitor',
    body: {
      name: 'Riley Park',
      position: 'governor',
      geographicCode: 'OR',
      bio: 'Teacher.\n\nExperience: \n\nPlatform: Schools.',
      isActive: true,
      experience: '',
      platform: 'Schools.',
      email: 'riley@example.com',
      phone: '5035550199',
    },
  }),
  'POST /api/candidate/register': () => ({ role: 'user', body: candidateForm }),
  'PUT /api/candidate/profile': () => ({ role: 'active', body: candidateForm }),
  'PUT /api/candidate/platform': () => ({
    role: 'active',
    body: { experience: candidateForm.experience, platform: candidateForm.platform },
  }),
  'PUT /api/candidate/:candidateId/photo': (w) => ({
    role: 'active',
    params: { candidateId: String(w.activeCandidateId) },
    body: { photoURL: '/files/uploads/none.png' },
  }),
  'POST /api/chat': (w) => ({
    role: 'visitor',
    body: { channelId: w.channelId, username: 'fuzzer', message: 'hello', isModerated: false },
  }),
  'POST /api/messages/send': (w) => ({
    role: 'user',
    body: {
      recipientId: w.activeUserId,
      candidateId: w.activeCandidateId,
      subject: 'Question',
      message: 'Where do you stand on parks?',
    },
  }),
  'POST /api/shorts/post': () => ({
    role: 'user',
    body: { text: 'Money talks', mediaUrl: null, mediaType: null },
  }),
  'POST /api/posts/:postId/report': (w) => ({
    role: 'user',
    params: { postId: String(w.postId) },
    body: { reason: 'other', details: 'Selling followers' },
  }),
  'POST /api/posts/:postId/comments': (w) => ({
    role: 'user',
    params: { postId: String(w.postId) },
    body: { text: 'Count me in' },
  }),
  'POST /api/tournament': () => ({
    role: 'user',
    body: {
      name: 'Oregon tournament',
      type: 'state',
      geographicCode: 'OR',
      status: 'upcoming',
      startDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    },
  }),
  'POST /api/donations': (w) => ({
    role: 'visitor',
    body: {
      candidateId: w.activeCandidateId,
      amount: 25,
      donorName: 'Dana Donor',
      donorEmail: `dana-${w.unique()}@example.com`,
      addressLine1: '1 Main St',
      city: 'Sacramento',
      state: 'CA',
      postalCode: '95814',
      occupation: 'Teacher',
      employer: 'School district',
      message: 'Go!',
      attestations: Object.fromEntries(
        Object.keys(DONATION_ATTESTATIONS).map((key) => [key, true]),
      ),
      card: { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' },
      idempotencyKey: `fuzz-${w.unique()}`,
    },
  }),
};
