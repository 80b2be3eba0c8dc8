import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { EMAIL_NOT_VERIFIED_MESSAGE } from 'shared-api/contracts';
import type { Candidate } from 'shared-api';
import {
  authUserAnswer,
  json,
  loggedInUser,
  mockApi,
  renderWithProviders,
} from 'shared-config/testing';
import { dismissToast, notify } from 'shared-ui';
import { candidateProfile, labelled } from '../features/candidate-form/candidate-test-data';
import RegisterScreen from './register-screen';

const notifyMock = jest.mocked(notify);

/** Where the router is, for the redirects. */
function AccountStandIn() {
  const location = useLocation();
  return <h1>Account page at {location.pathname}</h1>;
}

function renderRegister() {
  return renderWithProviders(
    <Routes>
      <Route path="/register" element={<RegisterScreen />} />
      <Route path="/candidate/account" element={<AccountStandIn />} />
    </Routes>,
    { path: '/register' },
  );
}

function server(initial: Candidate | null, user = authUserAnswer()) {
  let stored = initial;
  return mockApi({
    'GET /api/auth/user': user,
    'GET /api/candidate/profile': () => json(200, stored),
    'POST /api/candidate/register': ({ body }) => {
      stored = candidateProfile(body as Partial<Candidate>);
      return json(201, stored);
    },
  });
}

beforeEach(() => jest.clearAllMocks());
afterEach(() => act(() => dismissToast()));

describe('/register', () => {
  it('asks a visitor to log in (the login page also signs up and comes back here)', async () => {
    const api = server(null, authUserAnswer(null));
    renderRegister();
    expect(await screen.findByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    expect(
      screen.getByText('Please log in or create an account to register as a candidate.'),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/api/login');
    expect(api.calls('GET /api/candidate/profile')).toHaveLength(0);
  });

  it('registers a user without a profile with the account form, then opens the account', async () => {
    const api = server(null);
    const user = userEvent.setup();
    renderRegister();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Register as a Candidate' }),
    ).toBeVisible();
    const field = (label: string) => screen.getByLabelText(labelled(label));
    expect(field('Full Name')).toHaveValue('Jane Doe');
    // The public campaign contact starts empty: the login address stays private.
    expect(field('Email')).toHaveValue('');
    await user.type(field('Position'), 'County Commissioner');
    await user.type(field('Email'), 'campaign@example.com');
    await user.type(field('Phone'), '5551234567');
    await user.type(field('Geographic Code'), '06037');
    await user.type(field('Biography'), 'Nurse');
    await user.click(screen.getByRole('button', { name: 'Register as Candidate' }));
    expect(
      await screen.findByRole('heading', { name: 'Account page at /candidate/account' }),
    ).toBeVisible();
    expect(api.calls('POST /api/candidate/register')[0].body).toEqual({
      name: 'Jane Doe',
      position: 'County Commissioner',
      geographicCode: '06037',
      email: 'campaign@example.com',
      phone: '5551234567',
      bio: 'Nurse',
    });
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Registration Complete',
      description: 'You are now registered as a candidate!',
    });
    expect(notifyMock).toHaveBeenCalledTimes(1);
  });

  it("answers an unverified member's registration with one message, the reason, and no toast", async () => {
    const api = mockApi({
      'GET /api/auth/user': authUserAnswer({ ...loggedInUser, emailVerified: false }),
      'GET /api/candidate/profile': () => json(200, null),
      'POST /api/candidate/register': () => json(403, { message: EMAIL_NOT_VERIFIED_MESSAGE }),
    });
    const user = userEvent.setup();
    renderRegister();
    // Said before the form is filled in.
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Verify your email address before you apply',
    );
    const field = (label: string) => screen.getByLabelText(labelled(label));
    await user.type(field('Position'), 'County Commissioner');
    await user.type(field('Email'), 'campaign@example.com');
    await user.type(field('Phone'), '5551234567');
    await user.type(field('Geographic Code'), '06037');
    await user.click(screen.getByRole('button', { name: 'Register as Candidate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EMAIL_NOT_VERIFIED_MESSAGE);
    expect(api.calls('POST /api/candidate/register')).toHaveLength(1);
    expect(notifyMock).not.toHaveBeenCalled();
  });

  it('shows the validation messages of the account form', async () => {
    const api = server(null);
    const user = userEvent.setup();
    renderRegister();
    await user.click(await screen.findByRole('button', { name: 'Register as Candidate' }));
    await waitFor(() =>
      expect(screen.getByLabelText(labelled('Position'))).toHaveAccessibleDescription(
        'Position must be at least 2 characters',
      ),
    );
    expect(api.calls('POST /api/candidate/register')).toHaveLength(0);
  });

  it('sends a user who already has a profile to their account', async () => {
    const api = server(candidateProfile());
    renderRegister();
    expect(
      await screen.findByRole('heading', { name: 'Account page at /candidate/account' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Register as Candidate' })).not.toBeInTheDocument();
    expect(api.calls('POST /api/candidate/register')).toHaveLength(0);
  });
});
