import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Candidate } from 'shared-api';
import { REAL_GEOGRAPHIC_CODE_MESSAGE } from 'shared-api/contracts';
import {
  authUserAnswer,
  deferred,
  failure,
  json,
  mockApi,
  renderWithProviders,
  type MockHandler,
} from 'shared-config/testing';
import { dismissToast, notify } from 'shared-ui';
import { candidateProfile, labelled } from '../features/candidate-form/candidate-test-data';
import AccountScreen from './account-screen';

const notifyMock = jest.mocked(notify);

const REGISTER = 'POST /api/candidate/register';
const UPDATE = 'PUT /api/candidate/profile';
const UPDATE_PLATFORM = 'PUT /api/candidate/platform';
const DEACTIVATE = 'DELETE /api/candidate/profile';
const PROFILE = 'GET /api/candidate/profile';

/**
 * The server: the stored profile (null: none) answers GET /api/candidate/profile, and a
 * successful save or removal changes it, as the real one does.
 */
function server(initial: Candidate | null, answers: Partial<Record<string, MockHandler>> = {}) {
  let stored = initial;
  // Like the real server, a save changes only the fields it sends.
  const save: MockHandler = ({ body }) => {
    stored = { ...(stored ?? candidateProfile()), ...(body as Partial<Candidate>) };
    return json(200, stored);
  };
  return mockApi({
    'GET /api/auth/user': authUserAnswer(),
    [PROFILE]: () => json(200, stored),
    'GET /api/candidate/check': () =>
      json(200, {
        isCandidate: stored !== null,
        candidateId: stored?.id ?? null,
        candidateName: null,
      }),
    [REGISTER]: answers[REGISTER] ?? save,
    [UPDATE]: answers[UPDATE] ?? save,
    [UPDATE_PLATFORM]: answers[UPDATE_PLATFORM] ?? save,
    [DEACTIVATE]:
      answers[DEACTIVATE] ??
      (() => {
        const candidateId = stored?.id;
        stored = null;
        return json(200, { candidateId, isActive: false });
      }),
  });
}

async function setup() {
  const user = userEvent.setup();
  renderWithProviders(<AccountScreen />, { path: '/candidate/account' });
  await screen.findByRole('tablist', { name: 'Account sections' });
  const field = (label: string) => screen.getByLabelText<HTMLInputElement>(labelled(label));
  return {
    user,
    field,
    tab: (name: string) => screen.getByRole('tab', { name }),
    profileSubmit: () =>
      within(screen.getByRole('form', { name: 'Candidate profile' })).getByRole('button'),
    async replace(label: string, text: string) {
      await user.clear(field(label));
      if (text !== '') await user.type(field(label), text);
    },
  };
}

beforeEach(() => jest.clearAllMocks());
afterEach(() => act(() => dismissToast()));

describe('/candidate/account', () => {
  it('asks a visitor to log in', async () => {
    mockApi({ 'GET /api/auth/user': authUserAnswer(null) });
    renderWithProviders(<AccountScreen />, { path: '/candidate/account' });
    expect(await screen.findByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    expect(screen.getByText('Please log in to access your candidate account.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/api/login');
  });

  it("shows the side card, the spec's three tabs and the Committee Report, Profile first", async () => {
    server(candidateProfile({ position: 'city-council' }));
    const { tab } = await setup();
    expect(screen.getByRole('heading', { level: 1, name: 'Candidate Account' })).toBeVisible();
    expect(
      screen.getByText('Manage your candidate profile and campaign information'),
    ).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Jane Doe' })).toBeVisible();
    // A standalone application stored the position's value; the card shows its label.
    expect(screen.getByText('City Council')).toBeVisible();
    expect(screen.getByText('Not Activated')).toBeVisible();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Profile',
      'Platform',
      'Settings',
      // For a candidate only (docs/donation-rules.md "Committee report", "Excessive gifts",
      // "Express links"; docs/experiments.md; docs/refcodes.md).
      'Committee Report',
      'Excess Gifts',
      'Experiments',
      'Express Links',
      'Campaign',
    ]);
    expect(tab('Profile')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Candidate Profile' })).toBeVisible();
    expect(screen.getByText('Update your basic information and contact details')).toBeVisible();
  });

  describe('Profile', () => {
    it('fills the form from the loaded profile and offers Update Profile', async () => {
      server(candidateProfile());
      const { field, profileSubmit } = await setup();
      expect(field('Full Name')).toHaveValue('Jane Doe');
      expect(field('Position')).toHaveValue('Mayor');
      expect(field('Position')).toHaveAttribute('placeholder', 'Mayor, Governor, etc.');
      expect(field('Email')).toHaveValue('jane@example.com');
      expect(field('Phone')).toHaveValue('5551234567');
      expect(field('Geographic Code')).toHaveValue('06037');
      expect(field('Geographic Code')).toHaveAccessibleDescription(
        'State abbreviation (e.g. CA), county FIPS code (e.g. 06037) or city FIPS code (e.g. 0644000)',
      );
      expect(field('Biography')).toHaveValue('Teacher for 20 years');
      expect(profileSubmit()).toHaveTextContent('Update Profile');
    });

    it('starts a user without a profile from their account and offers Register as Candidate', async () => {
      server(null);
      const { field, profileSubmit } = await setup();
      expect(field('Full Name')).toHaveValue('Jane Doe');
      // The public campaign contact is never the private login address by default.
      expect(field('Email')).toHaveValue('');
      expect(field('Email')).toHaveAccessibleDescription(
        'Shown on your candidate page as your campaign contact',
      );
      expect(field('Position')).toHaveValue('');
      expect(screen.getByText('No position set')).toBeVisible();
      expect(profileSubmit()).toHaveTextContent('Register as Candidate');
      // Nothing to report on yet.
      expect(screen.queryByRole('tab', { name: 'Committee Report' })).toBeNull();
    });

    it("shows the spec's message under each field and sends nothing", async () => {
      const api = server(candidateProfile());
      const { user, field, replace, profileSubmit } = await setup();
      await replace('Full Name', 'J');
      await replace('Position', ' M ');
      await replace('Geographic Code', ' ');
      await replace('Email', 'jane-at-example.com');
      await replace('Phone', '555-1234');
      await user.click(profileSubmit());
      await waitFor(() =>
        expect(field('Full Name')).toHaveAccessibleDescription(
          'Name must be at least 2 characters',
        ),
      );
      expect(field('Position')).toHaveAccessibleDescription(
        'Position must be at least 2 characters',
      );
      expect(field('Geographic Code')).toHaveAccessibleDescription(
        expect.stringContaining('Geographic code is required'),
      );
      expect(field('Email')).toHaveAccessibleDescription(
        'Invalid email address Shown on your candidate page as your campaign contact',
      );
      expect(field('Phone')).toHaveAccessibleDescription('Phone number must be at least 10 digits');
      expect(field('Full Name')).toHaveFocus();
      expect(api.calls(UPDATE)).toHaveLength(0);
    });

    it('registers without a profile: POST, toast, refetch, then Update Profile', async () => {
      const api = server(null);
      const { user, field, replace, profileSubmit } = await setup();
      await replace('Position', 'Mayor');
      await replace('Email', 'campaign@example.com');
      await replace('Phone', '(555) 123-4567');
      await replace('Geographic Code', 'ca');
      await user.click(profileSubmit());
      await waitFor(() => expect(api.calls(REGISTER)).toHaveLength(1));
      expect(api.calls(REGISTER)[0].body).toEqual({
        name: 'Jane Doe',
        position: 'Mayor',
        geographicCode: 'CA',
        email: 'campaign@example.com',
        phone: '(555) 123-4567',
        bio: '',
      });
      expect(await screen.findByText('Registration Complete')).toBeVisible();
      expect(notifyMock).toHaveBeenCalledWith({
        title: 'Registration Complete',
        description: 'You are now registered as a candidate!',
      });
      await waitFor(() => expect(profileSubmit()).toHaveTextContent('Update Profile'));
      expect(api.calls(PROFILE)).toHaveLength(2);
      expect(field('Geographic Code')).toHaveValue('CA');
      expect(api.calls(UPDATE)).toHaveLength(0);
    });

    it('updates with a profile: PUT, toast, and the form filled from the refetched profile', async () => {
      // This server takes the update but keeps the profile as it was, so the form can only
      // show 'Jane Doe' again by being refilled from the refetch.
      const answer = deferred<void>();
      const api = server(candidateProfile(), {
        [UPDATE]: ({ body }) =>
          answer.promise.then(() => json(200, candidateProfile(body as Partial<Candidate>))),
      });
      const { user, field, replace, profileSubmit } = await setup();
      await replace('Full Name', 'Jane Q. Doe');
      await user.click(profileSubmit());
      await waitFor(() => expect(profileSubmit()).toHaveTextContent('Updating...'));
      expect(profileSubmit()).toBeDisabled();
      await act(async () => answer.resolve());
      await waitFor(() => expect(api.calls(UPDATE)).toHaveLength(1));
      expect(api.calls(UPDATE)[0].body).toMatchObject({ name: 'Jane Q. Doe', position: 'Mayor' });
      expect(api.calls(REGISTER)).toHaveLength(0);
      await waitFor(() =>
        expect(notifyMock).toHaveBeenCalledWith({
          title: 'Profile Updated',
          description: 'Your candidate profile has been updated successfully.',
        }),
      );
      expect(api.calls(PROFILE)).toHaveLength(2);
      expect(profileSubmit()).toHaveTextContent('Update Profile');
      expect(field('Full Name')).toHaveValue('Jane Doe'); // what the server holds now
    });

    it('tells a verified candidate that a new name needs support again, and says so after', async () => {
      // A verified identity is frozen (docs/roles.md); the server answers sentBackToPending.
      server(candidateProfile({ isActivated: true }), {
        [UPDATE]: ({ body }) =>
          json(200, {
            ...candidateProfile({ ...(body as Partial<Candidate>), isActivated: false }),
            sentBackToPending: true,
          }),
      });
      const { user, replace, profileSubmit } = await setup();
      expect(
        screen.getByText(
          'Changing your name, position or geographic code sends your profile back to support to verify again.',
        ),
      ).toBeInTheDocument();
      await replace('Full Name', 'Jane Q. Doe');
      await user.click(profileSubmit());
      await waitFor(() =>
        expect(notifyMock).toHaveBeenCalledWith({
          title: 'Profile Updated',
          description:
            'You changed your name, position or place, so your profile is pending again until support verifies it.',
        }),
      );
    });

    it("puts the server's field message under the field, with the error toast", async () => {
      const api = server(candidateProfile(), {
        [UPDATE]: () =>
          json(400, {
            message: `Invalid body: geographicCode: ${REAL_GEOGRAPHIC_CODE_MESSAGE}`,
            errors: { geographicCode: REAL_GEOGRAPHIC_CODE_MESSAGE },
          }),
      });
      const { user, field, replace, profileSubmit } = await setup();
      await replace('Geographic Code', '06999');
      await user.click(profileSubmit());
      await waitFor(() =>
        expect(field('Geographic Code')).toHaveAccessibleDescription(
          expect.stringContaining(REAL_GEOGRAPHIC_CODE_MESSAGE),
        ),
      );
      expect(field('Geographic Code')).toHaveAttribute('aria-invalid', 'true');
      expect(field('Geographic Code')).toHaveFocus();
      expect(field('Geographic Code')).toHaveValue('06999');
      expect(notifyMock).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to update profile. Please try again.',
        variant: 'destructive',
      });
      expect(api.calls(PROFILE)).toHaveLength(1);
    });

    it("toasts 'Error' when the save fails and keeps what was typed", async () => {
      server(candidateProfile(), { [UPDATE]: () => failure(500, 'Internal Server Error') });
      const { user, field, replace, profileSubmit } = await setup();
      await replace('Biography', 'New bio');
      await user.click(profileSubmit());
      expect(await screen.findByText('Failed to update profile. Please try again.')).toBeVisible();
      expect(notifyMock).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to update profile. Please try again.',
        variant: 'destructive',
      });
      expect(field('Biography')).toHaveValue('New bio');
      expect(profileSubmit()).toBeEnabled();
    });
  });

  describe('Platform', () => {
    it('saves experience and platform alone: PUT /api/candidate/platform, toast', async () => {
      const api = server(candidateProfile());
      const { user, field, tab, replace } = await setup();
      await user.click(tab('Platform'));
      expect(screen.getByRole('heading', { name: 'Campaign Platform' })).toBeVisible();
      expect(screen.getByText('Share your vision and policy positions')).toBeVisible();
      expect(field('Experience & Qualifications')).toHaveValue('School board');
      expect(field('Policy Platform')).toHaveValue('Parks and schools');
      await replace('Experience & Qualifications', 'Mayor of Springfield');
      await replace('Policy Platform', 'Transit');
      await user.click(screen.getByRole('button', { name: 'Save Platform' }));
      await waitFor(() => expect(api.calls(UPDATE_PLATFORM)).toHaveLength(1));
      expect(api.calls(UPDATE_PLATFORM)[0].body).toEqual({
        experience: 'Mayor of Springfield',
        platform: 'Transit',
      });
      expect(api.calls(UPDATE)).toHaveLength(0);
      expect(await screen.findByText('Profile Updated')).toBeVisible();
      expect(notifyMock).toHaveBeenCalledWith({
        title: 'Profile Updated',
        description: 'Your candidate profile has been updated successfully.',
      });
      await waitFor(() => expect(api.calls(PROFILE)).toHaveLength(2));
      expect(tab('Platform')).toHaveAttribute('aria-selected', 'true');
      expect(field('Policy Platform')).toHaveValue('Transit');
    });

    it("saves for a profile the Profile tab would refuse (no phone): that tab's rules are not its own", async () => {
      // A standalone application linked to the account has no phone.
      const api = server(candidateProfile({ phone: null }));
      const { user, field, tab, replace } = await setup();
      await user.click(tab('Platform'));
      await replace('Policy Platform', 'Safer streets');
      await user.click(screen.getByRole('button', { name: 'Save Platform' }));
      expect(await screen.findByText('Profile Updated')).toBeVisible();
      expect(api.calls(UPDATE_PLATFORM)[0].body).toEqual({
        experience: 'School board',
        platform: 'Safer streets',
      });
      expect(tab('Platform')).toHaveAttribute('aria-selected', 'true');
      expect(field('Phone')).not.toHaveAttribute('aria-invalid', 'true');
    });

    it("shows the server's refusal in the form: under its field, or as one line", async () => {
      let answer: MockHandler = () =>
        json(400, {
          message: 'Invalid body: platform: Platform is too long',
          errors: { platform: 'Platform is too long' },
        });
      server(candidateProfile(), { [UPDATE_PLATFORM]: (request) => answer(request) });
      const { user, field, tab } = await setup();
      await user.click(tab('Platform'));
      const save = screen.getByRole('button', { name: 'Save Platform' });
      await user.click(save);
      await waitFor(() =>
        expect(field('Policy Platform')).toHaveAccessibleDescription('Platform is too long'),
      );
      expect(field('Policy Platform')).toHaveFocus();
      expect(notifyMock).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to update profile. Please try again.',
        variant: 'destructive',
      });

      answer = () => failure(403, 'Forbidden', 'You are not a registered candidate');
      await user.click(save);
      const form = screen.getByRole('form', { name: 'Campaign platform' });
      expect(await within(form).findByRole('alert')).toHaveTextContent(
        'You are not a registered candidate',
      );

      answer = () => failure(500, 'Internal Server Error', 'boom');
      await user.click(save);
      await waitFor(() =>
        expect(within(form).getByRole('alert')).toHaveTextContent(
          'Something went wrong on our side. Please try again in a moment.',
        ),
      );
      expect(field('Policy Platform')).toHaveValue('Parks and schools');
    });

    it("a save of one tab keeps the other tab's unsaved text", async () => {
      const api = server(candidateProfile());
      const { user, field, tab, replace, profileSubmit } = await setup();
      await user.click(tab('Platform'));
      await replace('Policy Platform', 'Not saved yet');
      await user.click(tab('Profile'));
      await replace('Full Name', 'Jane Q. Doe');
      await user.click(profileSubmit());
      await waitFor(() => expect(api.calls(UPDATE)).toHaveLength(1));
      expect(api.calls(UPDATE)[0].body).not.toHaveProperty('platform');
      await waitFor(() => expect(api.calls(PROFILE)).toHaveLength(2));
      expect(field('Full Name')).toHaveValue('Jane Q. Doe');
      expect(field('Policy Platform')).toHaveValue('Not saved yet');
    });

    it('cannot save before the user has registered, and says why', async () => {
      server(null);
      const { user, tab } = await setup();
      await user.click(tab('Platform'));
      const save = screen.getByRole('button', { name: 'Save Platform' });
      expect(save).toBeDisabled();
      expect(save).toHaveAccessibleDescription(
        'Register on the Profile tab first to save your platform.',
      );
    });
  });

  describe('Settings', () => {
    it('without a profile: the status to reach, and deactivation disabled', async () => {
      server(null);
      const { user, tab } = await setup();
      await user.click(tab('Settings'));
      expect(screen.getByRole('heading', { name: 'Account Settings' })).toBeVisible();
      expect(screen.getByRole('region', { name: 'Account Status' })).toHaveTextContent(
        'Complete your profile to become a registered candidate.',
      );
      expect(screen.getByText('Contact support to activate your account')).toBeVisible();
      expect(screen.getByRole('region', { name: 'Go Live Feature' })).toBeVisible();
      expect(screen.getByRole('button', { name: 'Deactivate Candidate Account' })).toBeDisabled();
    });

    it('a pending candidate is told it waits for support, never that it is active', async () => {
      server(candidateProfile({ isActivated: false }));
      const { user, tab } = await setup();
      await user.click(tab('Settings'));
      const status = screen.getByRole('region', { name: 'Account Status' });
      expect(status).toHaveTextContent('pending verification by our support team');
      expect(status).toHaveTextContent('Contact support to activate your account');
      expect(status).not.toHaveTextContent('You are registered as an active candidate.');
      expect(status).not.toHaveTextContent('Complete your profile');
      expect(screen.getByRole('region', { name: 'Go Live Feature' })).toHaveTextContent(
        'Once support has verified your profile you can go live during debates.',
      );
      expect(screen.getByText('Not Activated')).toBeVisible();
    });

    it('an activated candidate is told so, without the support note', async () => {
      server(candidateProfile({ isActivated: true }));
      const { user, tab } = await setup();
      await user.click(tab('Settings'));
      expect(screen.getByRole('region', { name: 'Account Status' })).toHaveTextContent(
        'You are registered as an active candidate.',
      );
      expect(
        screen.queryByText('Contact support to activate your account'),
      ).not.toBeInTheDocument();
      expect(screen.getByText('ACTIVATED')).toBeVisible();
    });

    it('asks before deactivating; Cancel changes nothing', async () => {
      const api = server(candidateProfile());
      const { user, tab } = await setup();
      await user.click(tab('Settings'));
      expect(screen.getByText('Contact support to activate your account')).toBeVisible();
      const deactivate = screen.getByRole('button', { name: 'Deactivate Candidate Account' });
      await user.click(deactivate);
      const dialog = screen.getByRole('dialog', { name: 'Deactivate Candidate Account?' });
      expect(
        within(dialog).getByText(
          'This will remove your candidate status. This action cannot be undone.',
        ),
      ).toBeVisible();
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(deactivate).toHaveFocus();
      expect(api.calls(DEACTIVATE)).toHaveLength(0);
    });

    it('deactivates on confirmation: DELETE, toast, and the form back to registering', async () => {
      const api = server(candidateProfile());
      const { user, tab, profileSubmit } = await setup();
      await user.click(tab('Settings'));
      await user.click(screen.getByRole('button', { name: 'Deactivate Candidate Account' }));
      const dialog = screen.getByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
      await waitFor(() => expect(api.calls(DEACTIVATE)).toHaveLength(1));
      await waitFor(() =>
        expect(notifyMock).toHaveBeenCalledWith({
          title: 'Candidate Account Deactivated',
          description: 'You are no longer a registered candidate.',
        }),
      );
      expect(api.calls(PROFILE)).toHaveLength(2);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Deactivate Candidate Account' })).toBeDisabled();
      expect(screen.getByText('No position set')).toBeVisible();
      await user.click(tab('Profile'));
      expect(profileSubmit()).toHaveTextContent('Register as Candidate');
      expect(screen.getByLabelText(labelled('Position'))).toHaveValue('');
    });

    it('toasts a failed deactivation and keeps the profile', async () => {
      const api = server(candidateProfile(), {
        [DEACTIVATE]: () => failure(500, 'Internal Server Error'),
      });
      const { user, tab } = await setup();
      await user.click(tab('Settings'));
      await user.click(screen.getByRole('button', { name: 'Deactivate Candidate Account' }));
      await user.click(
        within(screen.getByRole('dialog')).getByRole('button', { name: 'Deactivate' }),
      );
      await waitFor(() =>
        expect(notifyMock).toHaveBeenCalledWith({
          title: 'Error',
          description: 'Failed to deactivate your candidate account. Please try again.',
          variant: 'destructive',
        }),
      );
      expect(api.calls(PROFILE)).toHaveLength(1);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Deactivate Candidate Account' })).toBeEnabled();
    });
  });
});
