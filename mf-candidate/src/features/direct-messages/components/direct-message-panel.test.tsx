import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  deferred,
  failure,
  json,
  loggedInUser,
  mockApi,
  renderWithProviders,
} from 'shared-config/testing';
import { dismissToast, notify } from 'shared-ui';
import { DirectMessagePanel } from './direct-message-panel';

const notifyMock = jest.mocked(notify);
const candidate = { id: 7, userId: 3, name: 'Casey Morales' };

function setup(answer: () => Response | Promise<Response> = () => json(201, { id: 1 })) {
  const server = mockApi({ 'POST /api/messages/send': answer });
  const user = userEvent.setup();
  renderWithProviders(<DirectMessagePanel candidate={candidate} user={loggedInUser} />);
  return {
    server,
    user,
    subject: () => screen.getByRole('textbox', { name: 'Subject' }),
    message: () => screen.getByRole('textbox', { name: 'Message' }),
    send: () => screen.getByRole('button', { name: 'Send Message' }),
  };
}

beforeEach(() => jest.clearAllMocks());
afterEach(() => act(() => dismissToast()));

describe('DirectMessagePanel', () => {
  it('keeps Send Message disabled until both subject and message hold text', async () => {
    const { user, subject, message, send } = setup();
    expect(send()).toBeDisabled();
    await user.type(subject(), 'Schools');
    expect(send()).toBeDisabled();
    await user.type(message(), '   ');
    expect(send()).toBeDisabled();
    await user.type(message(), 'What is your plan?');
    expect(send()).toBeEnabled();
    await user.clear(subject());
    expect(send()).toBeDisabled();
  });

  it("sends to the candidate's account, toasts 'Message Sent' and empties the form", async () => {
    const answer = deferred<Response>();
    const { server, user, subject, message, send } = setup(() => answer.promise);
    await user.type(subject(), 'Schools');
    await user.type(message(), 'What is your plan?');
    await user.click(send());

    expect(send()).toBeDisabled();
    expect(server.calls('POST /api/messages/send')[0].body).toEqual({
      recipientId: 3,
      candidateId: 7,
      subject: 'Schools',
      message: 'What is your plan?',
    });
    await act(async () => answer.resolve(json(201, { id: 1 })));
    await waitFor(() =>
      expect(notifyMock).toHaveBeenCalledWith({
        title: 'Message Sent',
        description: 'Your message has been sent to the candidate.',
      }),
    );
    expect(subject()).toHaveValue('');
    expect(message()).toHaveValue('');
    expect(send()).toBeDisabled();
    expect(await screen.findByText('Message Sent')).toBeInTheDocument();
  });

  it("toasts 'Error' and keeps what was written when sending fails", async () => {
    const { user, subject, message, send } = setup(() => failure(500, 'Internal Server Error'));
    await user.type(subject(), 'Schools');
    await user.type(message(), 'What is your plan?');
    await user.click(send());
    await waitFor(() =>
      expect(notifyMock).toHaveBeenCalledWith({
        title: 'Error',
        description: 'Failed to send message. Please try again.',
        variant: 'destructive',
      }),
    );
    expect(subject()).toHaveValue('Schools');
    expect(message()).toHaveValue('What is your plan?');
    expect(send()).toBeEnabled();
  });

  it("shows the server's schema messages when a submit gets past the disabled button", async () => {
    const { server, user, subject, message } = setup();
    await user.type(subject(), '   ');
    // A submit the disabled button cannot make (a script's): the send body's schema refuses it.
    fireEvent.submit(screen.getByRole('form', { name: 'Send a direct message' }));
    await waitFor(() => expect(subject()).toHaveAccessibleDescription('Subject is required'));
    expect(message()).toHaveAccessibleDescription('Message is required');
    expect(subject()).toHaveFocus();
    expect(server.calls('POST /api/messages/send')).toHaveLength(0);
  });

  it("puts the server's field messages beside Subject and Message", async () => {
    const { user, subject, message, send } = setup(() =>
      json(400, {
        message: 'Invalid body: message: Message is required',
        errors: { message: 'Message is required', recipientId: 'Unknown recipient' },
      }),
    );
    await user.type(subject(), 'Schools');
    await user.type(message(), 'What is your plan?');
    await user.click(send());
    await waitFor(() => expect(message()).toHaveAccessibleDescription('Message is required'));
    expect(subject()).not.toHaveAccessibleDescription();
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Failed to send message. Please try again.',
      variant: 'destructive',
    });
    expect(message()).toHaveValue('What is your plan?');
    // Editing the field checks it again: the server's message gives way.
    await user.type(message(), '!');
    await waitFor(() => expect(message()).not.toHaveAccessibleDescription());
  });

  it('asks a visitor to log in instead of showing the form', () => {
    renderWithProviders(<DirectMessagePanel candidate={candidate} user={null} />);
    expect(screen.getByText('Please log in to send messages')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toMatch(
      /^\/api\/login\?returnTo=/,
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('says a candidate without an account cannot receive messages', () => {
    renderWithProviders(
      <DirectMessagePanel candidate={{ ...candidate, userId: null }} user={loggedInUser} />,
    );
    expect(screen.getByText('Casey Morales cannot receive messages yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();
  });
});
