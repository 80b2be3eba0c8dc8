// Test-only data shared by the account and /register tests.
import type { Candidate } from 'shared-api';

/** A label matcher that also takes a required field's label (it ends with an asterisk). */
export function labelled(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\*?$`);
}

/** The own profile as GET /api/candidate/profile answers it. */
export function candidateProfile(overrides: Partial<Candidate> = {}): Candidate {
  return {
    id: 12,
    userId: 1,
    name: 'Jane Doe',
    position: 'Mayor',
    geographicCode: '06037',
    stars: 0,
    totalDonations: 0,
    isActivated: false,
    profilePhotoUrl: null,
    bio: 'Teacher for 20 years',
    experience: 'School board',
    email: 'jane@example.com',
    phone: '5551234567',
    platform: 'Parks and schools',
    firstName: 'Jane',
    lastName: 'Doe',
    ...overrides,
  };
}
