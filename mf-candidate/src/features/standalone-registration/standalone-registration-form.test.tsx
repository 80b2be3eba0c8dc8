import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { POSITION_OPTIONS, US_STATES, type Candidate } from 'shared-api';
import {
  authUserAnswer,
  deferred,
  failure,
  json,
  mockApi,
  renderWithProviders,
  resetBetweenTests,
} from 'shared-config/testing';
import { mockNavigate } from 'shared-config/testing/module-mocks';
import { redirectToLogin } from 'shared-api';
import { notify } from 'shared-ui';
import CandidateRegistrationScreen from '../../screens/candidate-registration-screen';
import { candidateFixture } from '../../testing/candidate-fixture';

const notifyMock = jest.mocked(notify);

const CALL = 'POST /api/candidates';

function api(
  answer: () => Response | Promise<Response> = () => json(201, { id: 9 }),
  user = authUserAnswer(),
  ownProfile: Candidate | null = null,
) {
  return mockApi({
    'GET /api/auth/user': user,
    'GET /api/candidate/profile': () => json(200, ownProfile),
    [CALL]: () => answer(),
  });
}

/** The screen for a logged-in user, once the session check let the form show. */
async function setup() {
  const user = userEvent.setup();
  renderWithProviders(<CandidateRegistrationScreen />, { path: '/candidate-registration' });
  await screen.findByRole('form', { name: 'Candidate registration' });
  // A required field's label ends with its (aria-hidden) asterisk.
  const field = (label: string) =>
    screen.getByLabelText<HTMLInputElement>(
      new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\*?$`),
    );
  return {
    user,
    field,
    form: () => screen.getByRole('form', { name: 'Candidate registration' }),
    submitButton: () =>
      screen.getByRole('button', { name: /Register as Candidate|Submitting Registration\.\.\./ }),
    /** Every field, the optional ones included. */
    async fillAll() {
      await user.type(field('Full Name'), '  Jane Doe ');
      await user.type(field('Email'), 'jane@example.com');
      await user.selectOptions(field('Position'), 'City Council');
      await user.selectOptions(field('State / Location'), 'CA');
      await user.type(field('Phone'), '555-123-4567');
      await user.type(field('Biography'), 'I teach.');
      await user.type(field('Political Experience'), 'School board');
      await user.type(field('Platform & Issues'), 'Parks');
    },
  };
}

// Each test starts at /candidate-registration (the login redirect's return path) with no
// recorded toasts or redirects, and ends with its toasts, clock and spies gone.
resetBetweenTests('/candidate-registration');

describe('/candidate-registration', () => {
  it('asks a visitor to log in and come back here, without the form', async () => {
    const server = api(undefined, authUserAnswer(null));
    renderWithProviders(<CandidateRegistrationScreen />, { path: '/candidate-registration' });
    expect(await screen.findByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    expect(screen.getByText('Please log in to access this feature.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2Fcandidate-registration',
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Register as Candidate' })).not.toBeInTheDocument();
    expect(server.calls(CALL)).toEqual([]);
  });

  it('shows the form with its fields, the required ones marked for the browser', async () => {
    api();
    const { field, submitButton } = await setup();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Candidate Registration Form',
    );
    for (const label of [
      'Full Name',
      'Email',
      'Position',
      'State / Location',
      'Biography',
      'Platform & Issues',
    ]) {
      expect(field(label)).toBeRequired();
    }
    expect(field('Phone')).not.toBeRequired();
    expect(field('Political Experience')).not.toBeRequired();
    expect(field('Email')).toHaveAttribute('type', 'email');
    expect(submitButton()).toHaveTextContent('Register as Candidate');
    expect(submitButton()).toBeEnabled();
  });

  it('offers the spec positions by label and the 50 states by code', async () => {
    api();
    const { field } = await setup();
    const positions = within(field('Position')).getAllByRole('option');
    expect(
      positions.slice(1).map((option) => [option.getAttribute('value'), option.textContent]),
    ).toEqual(POSITION_OPTIONS.map((option) => [option.value, option.label]));
    const states = within(field('State / Location')).getAllByRole('option').slice(1);
    expect(states).toHaveLength(50);
    expect(states.map((option) => option.getAttribute('value'))).toEqual(
      US_STATES.map((state) => state.code),
    );
    expect(states[4]).toHaveTextContent('CA - California');
  });

  it("lets the browser's required checks stop an empty form: nothing is sent", async () => {
    const server = api();
    const { user, submitButton, form } = await setup();
    await user.click(submitButton());
    expect((form() as HTMLFormElement).checkValidity()).toBe(false);
    expect(server.calls(CALL)).toHaveLength(0);
  });

  it("shows the shared schema's message under every required field", async () => {
    const server = api();
    const { form, field } = await setup();
    // The schema behind the browser's checks (a submit that skips them, as a script could).
    fireEvent.submit(form());
    // Each message is the field's description, so a screen reader reads it with the field.
    await waitFor(() =>
      expect(field('Full Name')).toHaveAccessibleDescription('Full name is required'),
    );
    expect(field('Email')).toHaveAccessibleDescription(
      'Email is required Shown on your candidate page as your campaign contact',
    );
    expect(field('Position')).toHaveAccessibleDescription('Select a position');
    expect(field('State / Location')).toHaveAccessibleDescription('Select a state');
    expect(field('Biography')).toHaveAccessibleDescription('Biography is required');
    expect(field('Platform & Issues')).toHaveAccessibleDescription(
      'Platform & issues are required',
    );
    expect(server.calls(CALL)).toHaveLength(0);
  });

  it('refuses blank text the browser lets through, a bad email and a short phone', async () => {
    const server = api();
    const { user, field, submitButton } = await setup();
    await user.type(field('Full Name'), '   ');
    await user.type(field('Email'), 'jane@example'); // the browser takes it, the schema does not
    await user.selectOptions(field('Position'), 'Mayor');
    await user.selectOptions(field('State / Location'), 'TX');
    await user.type(field('Phone'), '12345');
    await user.type(field('Biography'), '  ');
    await user.type(field('Platform & Issues'), ' ');
    await user.click(submitButton());
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Phone number must be at least 10 digits')).toBeInTheDocument();
    expect(screen.getByText('Biography is required')).toBeInTheDocument();
    expect(screen.getByText('Platform & issues are required')).toBeInTheDocument();
    expect(field('Full Name')).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls(CALL)).toHaveLength(0);
  });

  it("sends the spec's payload plus the parts it folds and the contact details", async () => {
    const server = api();
    const { user, fillAll, submitButton } = await setup();
    await fillAll();
    await user.click(submitButton());
    await waitFor(() => expect(server.calls(CALL)).toHaveLength(1));
    expect(server.calls(CALL)[0].body).toStrictEqual({
      name: 'Jane Doe',
      position: 'city-council',
      geographicCode: 'CA',
      bio: 'I teach.\n\nExperience: School board\n\nPlatform: Parks',
      isActive: true,
      // Stored as their own fields, so the page shows each where it belongs.
      experience: 'School board',
      platform: 'Parks',
      email: 'jane@example.com',
      phone: '555-123-4567',
    });
  });

  it("keeps the 'Experience: ' line when the optional experience is left blank", async () => {
    const server = api();
    const { user, field, submitButton } = await setup();
    await user.type(field('Full Name'), 'Sam Lee');
    await user.type(field('Email'), 'sam@example.com');
    await user.selectOptions(field('Position'), 'governor');
    await user.selectOptions(field('State / Location'), 'NY');
    await user.type(field('Biography'), 'Nurse');
    await user.type(field('Platform & Issues'), 'Health');
    await user.click(submitButton());
    await waitFor(() => expect(server.calls(CALL)).toHaveLength(1));
    expect(server.calls(CALL)[0].body).toStrictEqual({
      name: 'Sam Lee',
      position: 'governor',
      geographicCode: 'NY',
      bio: 'Nurse\n\nExperience: \n\nPlatform: Health',
      isActive: true,
      experience: '',
      platform: 'Health',
      email: 'sam@example.com',
    });
  });

  it('says the email is shown on the candidate page as the campaign contact', async () => {
    api();
    const { field } = await setup();
    expect(field('Email')).toHaveAccessibleDescription(
      'Shown on your candidate page as your campaign contact',
    );
  });

  it("reads 'Submitting Registration...' and is disabled while the call runs", async () => {
    const answer = deferred<Response>();
    const server = api(() => answer.promise);
    const { user, fillAll, submitButton } = await setup();
    await fillAll();
    await user.click(submitButton());
    await waitFor(() => expect(submitButton()).toHaveTextContent('Submitting Registration...'));
    expect(submitButton()).toBeDisabled();
    await user.click(submitButton());
    expect(server.calls(CALL)).toHaveLength(1);
    await act(async () => answer.resolve(json(201, { id: 9 })));
    await waitFor(() => expect(submitButton()).toHaveTextContent('Register as Candidate'));
    expect(submitButton()).toBeEnabled();
  });

  it('toasts success and empties the form', async () => {
    api();
    const { user, field, fillAll, submitButton } = await setup();
    await fillAll();
    await user.click(submitButton());
    await waitFor(() =>
      expect(notifyMock).toHaveBeenCalledWith({
        title: 'Registration Successful!',
        description:
          "Your candidacy has been submitted. You'll be notified when tournaments begin.",
      }),
    );
    expect(await screen.findByText('Registration Successful!')).toBeInTheDocument();
    await waitFor(() => expect(field('Full Name')).toHaveValue(''));
    for (const label of [
      'Email',
      'Phone',
      'Biography',
      'Political Experience',
      'Platform & Issues',
    ]) {
      expect(field(label)).toHaveValue('');
    }
    expect(field('Position')).toHaveValue('');
    expect(field('State / Location')).toHaveValue('');
  });

  it.each([
    ['a non-ok answer', () => failure(500, 'Internal Server Error')],
    [
      'a network failure',
      (): Response => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('on %s toasts the failure and keeps every value', async (_case, answer) => {
    api(answer);
    const { user, field, fillAll, submitButton } = await setup();
    await fillAll();
    await user.click(submitButton());
    await waitFor(() =>
      expect(notifyMock).toHaveBeenCalledWith({
        title: 'Registration Failed',
        description: 'There was an error submitting your candidacy. Please try again.',
        variant: 'destructive',
      }),
    );
    expect(notifyMock).toHaveBeenCalledTimes(1);
    expect(field('Full Name')).toHaveValue('  Jane Doe ');
    expect(field('Email')).toHaveValue('jane@example.com');
    expect(field('Position')).toHaveValue('city-council');
    expect(field('State / Location')).toHaveValue('CA');
    expect(field('Phone')).toHaveValue('555-123-4567');
    expect(field('Biography')).toHaveValue('I teach.');
    expect(field('Political Experience')).toHaveValue('School board');
    expect(field('Platform & Issues')).toHaveValue('Parks');
    expect(submitButton()).toBeEnabled();
  });

  it('tells an account that already has a profile so before the form, and where to edit it', async () => {
    const server = api(undefined, authUserAnswer(), candidateFixture({ name: 'Casey Morales' }));
    renderWithProviders(<CandidateRegistrationScreen />, { path: '/candidate-registration' });
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'You already have a candidate profile',
      }),
    ).toBeVisible();
    expect(screen.getByText(/registered as Casey Morales/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Open your candidate account' })).toHaveAttribute(
      'href',
      '/candidate/account',
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(server.calls(CALL)).toEqual([]);
  });

  it("answers a 409 with the spec's 'Registration Failed' message, not the server's text", async () => {
    api(() => failure(409, 'Conflict', 'This account already has a candidate profile'));
    const { user, fillAll, submitButton, field } = await setup();
    await fillAll();
    await user.click(submitButton());
    await waitFor(() =>
      expect(notifyMock).toHaveBeenCalledWith({
        title: 'Registration Failed',
        description: 'There was an error submitting your candidacy. Please try again.',
        variant: 'destructive',
      }),
    );
    expect(notifyMock).toHaveBeenCalledTimes(1);
    expect(field('Full Name')).toHaveValue('  Jane Doe ');
    expect(redirectToLogin).not.toHaveBeenCalled();
  });

  it("puts the server's field messages beside their fields (the code on State / Location)", async () => {
    api(() =>
      json(400, {
        message: 'Invalid body: geographicCode: No such place',
        errors: {
          geographicCode: 'No such place',
          phone: 'Phone number is not valid',
          isActive: 'x',
        },
      }),
    );
    const { user, fillAll, submitButton, field } = await setup();
    await fillAll();
    await user.click(submitButton());
    await waitFor(() =>
      expect(field('State / Location')).toHaveAccessibleDescription('No such place'),
    );
    expect(field('Phone')).toHaveAccessibleDescription('Phone number is not valid Optional');
    expect(field('State / Location')).toHaveFocus();
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Registration Failed',
      description: 'There was an error submitting your candidacy. Please try again.',
      variant: 'destructive',
    });
    expect(field('Full Name')).toHaveValue('  Jane Doe ');
  });

  it('sends a user whose session ended to log in and back (401 on submit)', async () => {
    api(() => failure(401, 'Unauthorized', 'Not logged in'));
    const { user, fillAll, submitButton } = await setup();
    await fillAll();
    await user.click(submitButton());
    await waitFor(() =>
      expect(notifyMock).toHaveBeenCalledWith({
        title: 'Authentication Required',
        description: 'Please log in to access this feature.',
        variant: 'destructive',
      }),
    );
    expect(redirectToLogin).toHaveBeenCalledWith(); // the default delay, 1000 ms
    await waitFor(
      () =>
        expect(mockNavigate).toHaveBeenCalledWith('/api/login?returnTo=%2Fcandidate-registration'),
      { timeout: 3000 },
    );
  });
});
