import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, mockApi, renderWithProviders } from 'shared-config/testing';
import { LogInForm } from './log-in-form';
import { SignUpForm } from './sign-up-form';

const user = { id: 1, email: 'casey@example.com', firstName: 'Casey', lastName: 'Morales' };

describe('LogInForm', () => {
  it('says what the log-in schema refuses before anything is sent', async () => {
    const server = mockApi({ 'POST /api/auth/login': () => json(200, user) });
    const onDone = jest.fn();
    renderWithProviders(<LogInForm onDone={onDone} />);
    const typist = userEvent.setup();
    await typist.type(screen.getByLabelText('Email'), 'not-an-email');
    await typist.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows a refusal that names no field on the alert line', async () => {
    mockApi({
      'POST /api/auth/login': () => json(401, { message: 'Invalid email or password' }),
    });
    renderWithProviders(<LogInForm onDone={jest.fn()} />);
    const typist = userEvent.setup();
    await typist.type(screen.getByLabelText('Email'), 'casey@example.com');
    await typist.type(screen.getByLabelText('Password'), 'not-the-password');
    await typist.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it("puts the server's field message beside its field", async () => {
    mockApi({
      'POST /api/auth/login': () =>
        json(400, {
          message: 'Invalid body: email: Email address is too long',
          errors: { email: 'Email address is too long' },
        }),
    });
    renderWithProviders(<LogInForm onDone={jest.fn()} />);
    const typist = userEvent.setup();
    await typist.type(screen.getByLabelText('Email'), 'casey@example.com');
    await typist.type(screen.getByLabelText('Password'), 'secret-password');
    await typist.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByText('Email address is too long')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      expect.stringContaining('Email address is too long'),
    );
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.queryByText(/Invalid body/)).not.toBeInTheDocument();
  });
});

describe('LogInForm under a throttled account', () => {
  const THROTTLED =
    'Too many failed log-ins for this account. We can email you a one-time sign-in link instead.';

  it('offers to email a sign-in link to the typed address, and says it was sent', async () => {
    const sent =
      'If an account uses this address, we have sent it a sign-in link. The link works once, for 15 minutes.';
    const server = mockApi({
      'POST /api/auth/login': () => json(429, { message: THROTTLED }),
      'POST /api/auth/sign-in-link': () => json(202, { message: sent }),
    });
    renderWithProviders(<LogInForm onDone={jest.fn()} />);
    const typist = userEvent.setup();
    await typist.type(screen.getByLabelText('Email'), 'Casey@Example.com');
    await typist.type(screen.getByLabelText('Password'), 'the right password');
    await typist.click(screen.getByRole('button', { name: 'Log In' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(THROTTLED);
    await typist.click(await screen.findByRole('button', { name: 'Email me a sign-in link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(sent);
    expect(server.calls('POST /api/auth/sign-in-link').map((r) => r.body)).toEqual([
      { email: 'casey@example.com' },
    ]);
  });

  it('offers no link for a wrong password', async () => {
    mockApi({
      'POST /api/auth/login': () => json(401, { message: 'Invalid email or password' }),
    });
    renderWithProviders(<LogInForm onDone={jest.fn()} />);
    const typist = userEvent.setup();
    await typist.type(screen.getByLabelText('Email'), 'casey@example.com');
    await typist.type(screen.getByLabelText('Password'), 'not-the-password');
    await typist.click(screen.getByRole('button', { name: 'Log In' }));
    await screen.findByRole('alert');
    expect(screen.queryByRole('button', { name: 'Email me a sign-in link' })).toBeNull();
  });
});

describe('SignUpForm', () => {
  async function fill() {
    const typist = userEvent.setup();
    await typist.type(screen.getByLabelText('First name'), 'Casey');
    await typist.type(screen.getByLabelText('Last name'), 'Morales');
    await typist.type(screen.getByLabelText('Email'), 'casey@example.com');
    return typist;
  }

  it('says what the sign-up schema refuses before anything is sent', async () => {
    const server = mockApi({ 'POST /api/auth/signup': () => json(201, user) });
    renderWithProviders(<SignUpForm onDone={jest.fn()} />);
    const typist = await fill();
    await typist.type(screen.getByLabelText('Password'), 'short');
    await typist.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it("shows a taken email's message beside the Email field and sends the body as typed", async () => {
    const message = 'An account with this email already exists';
    const server = mockApi({
      'POST /api/auth/signup': () => json(409, { message, errors: { email: message } }),
    });
    const onDone = jest.fn();
    renderWithProviders(<SignUpForm onDone={onDone} />);
    const typist = await fill();
    await typist.type(screen.getByLabelText('Password'), 'long-enough');
    await typist.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(server.calls('POST /api/auth/signup')[0].body).toEqual({
      firstName: 'Casey',
      lastName: 'Morales',
      email: 'casey@example.com',
      password: 'long-enough',
    });
    expect(onDone).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled(),
    );
  });
});
