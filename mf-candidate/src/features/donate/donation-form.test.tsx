import { act, screen, waitFor } from '@testing-library/react';
import { DONATION_ATTESTATIONS } from 'shared-api';
import { deferred, failure, json, loggedInUser } from 'shared-config/testing';
import {
  DONATE,
  donationServer,
  donorAtKeyboard,
  expectedDonationBody,
  fillValidDonation,
  findDonationForm,
  receiptFixture,
  renderDonateScreen,
  submitButton,
  textbox,
} from './testing/donation-test-kit';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function setup(options: Parameters<typeof donationServer>[0] = {}) {
  const server = donationServer(options);
  const user = donorAtKeyboard();
  const rendered = renderDonateScreen();
  await findDonationForm();
  return { server, user, ...rendered };
}

const keysSent = (server: ReturnType<typeof donationServer>) =>
  server
    .calls(DONATE)
    .map((request) => (request.body as { idempotencyKey: string }).idempotencyKey);

// A whole donation is some twenty user events: more than Jest's 5 s on a busy machine.
jest.setTimeout(20_000);

beforeEach(() => sessionStorage.clear());

describe('the donation form: amount', () => {
  it('offers the preset amounts and names the chosen one on the button', async () => {
    const { user } = await setup();
    const presets = ['$25', '$50', '$100', '$250', '$500', '$1,000'];
    for (const name of presets) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    }
    expect(submitButton()).toHaveTextContent(/^Donate$/);
    await user.click(screen.getByRole('button', { name: '$100' }));
    expect(screen.getByRole('button', { name: '$100' })).toHaveAttribute('aria-pressed', 'true');
    expect(submitButton()).toHaveTextContent('Donate $100');
    await user.click(screen.getByRole('button', { name: '$1,000' }));
    expect(screen.getByRole('button', { name: '$100' })).toHaveAttribute('aria-pressed', 'false');
    expect(submitButton()).toHaveTextContent('Donate $1,000');
  });

  it('takes a custom amount in dollars and cents, which releases the preset', async () => {
    const { user, server } = await setup();
    await fillValidDonation(user);
    await user.type(textbox('Other amount (USD)'), '$12.50');
    expect(screen.getByRole('button', { name: '$50' })).toHaveAttribute('aria-pressed', 'false');
    expect(submitButton()).toHaveTextContent('Donate $12.50');
    await user.click(submitButton());
    await waitFor(() => expect(server.calls(DONATE)).toHaveLength(1));
    expect(server.calls(DONATE)[0].body).toMatchObject({ amount: 12.5 });
  });

  it('sends the whole form once, with a fresh idempotency key', async () => {
    const { user, server } = await setup();
    await fillValidDonation(user);
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Thank you!' });
    expect(server.calls(DONATE)).toHaveLength(1);
    const { idempotencyKey, ...body } = server.calls(DONATE)[0].body as Record<string, unknown>;
    expect(body).toEqual(expectedDonationBody());
    expect(idempotencyKey).toMatch(UUID);
  });
});

describe('the donation form: validation', () => {
  it('shows why an empty form cannot be sent, and sends nothing', async () => {
    const { user, server } = await setup();
    await user.click(submitButton());
    await waitFor(() =>
      expect(textbox('Other amount (USD)')).toHaveAccessibleDescription(
        expect.stringContaining('Enter an amount'),
      ),
    );
    expect(textbox('Full name')).toHaveAccessibleDescription('Full name is required');
    expect(textbox('Email')).toHaveAccessibleDescription('Email is required');
    for (const label of Object.values(DONATION_ATTESTATIONS)) {
      expect(screen.getByRole('checkbox', { name: label })).toHaveAccessibleDescription(
        `Please confirm: ${label.replace(/\.$/, '')}`,
      );
    }
    expect(textbox('Card number')).toHaveAccessibleDescription(
      'Enter a card number of 12 to 19 digits',
    );
    expect(textbox('Expiry (MM/YY)')).toHaveAccessibleDescription('Enter the expiry as MM/YY');
    expect(textbox('Security code (CVC)')).toHaveAccessibleDescription(
      'Enter the 3 or 4 digit security code',
    );
    expect(textbox('Other amount (USD)')).toHaveFocus();
    expect(server.calls(DONATE)).toHaveLength(0);
  });

  it.each([
    ['0.50', 'The minimum donation is $1'],
    ['10.555', 'Amounts are in whole cents'],
    ['ten', 'Enter an amount'],
    ['3500.01', 'The most one person may give a candidate per election is $3,500'],
  ])('refuses the amount %p: %s', async (typed, message) => {
    const { user, server } = await setup();
    await fillValidDonation(user);
    await user.type(textbox('Other amount (USD)'), typed);
    await user.click(submitButton());
    await waitFor(() =>
      expect(textbox('Other amount (USD)')).toHaveAccessibleDescription(
        expect.stringContaining(message),
      ),
    );
    expect(server.calls(DONATE)).toHaveLength(0);
  });

  it('refuses an email address that is not one', async () => {
    const { user, server } = await setup();
    await fillValidDonation(user, { details: false });
    await user.type(textbox('Full name'), 'Jane Doe');
    await user.type(textbox('Email'), 'jane-at-example.com');
    await user.click(submitButton());
    await waitFor(() =>
      expect(textbox('Email')).toHaveAccessibleDescription('Invalid email address'),
    );
    expect(server.calls(DONATE)).toHaveLength(0);
  });

  it('refuses a donation with one attestation left unticked', async () => {
    const { user, server } = await setup();
    await fillValidDonation(user);
    const contractor = screen.getByRole('checkbox', {
      name: DONATION_ATTESTATIONS.notFederalContractor,
    });
    await user.click(contractor);
    await user.click(submitButton());
    await waitFor(() =>
      expect(contractor).toHaveAccessibleDescription(
        'Please confirm: I am not a federal contractor',
      ),
    );
    expect(contractor).toHaveAttribute('aria-invalid', 'true');
    expect(server.calls(DONATE)).toHaveLength(0);
  });
});

describe('the donation form: answers from the server', () => {
  it("puts the server's field messages beside their fields and focuses the first", async () => {
    const { user } = await setup({
      donate: () =>
        json(400, {
          message: 'Your gifts to this candidate this election would pass $200, ...',
          errors: {
            addressLine1: 'Mailing address is required for gifts over $200 this election',
            occupation: 'Occupation is required for gifts over $200 this election',
            'card.number': 'Card number refused',
          },
        }),
    });
    await fillValidDonation(user);
    await user.click(submitButton());
    await waitFor(() =>
      expect(textbox('Address line 1')).toHaveAccessibleDescription(
        'Mailing address is required for gifts over $200 this election',
      ),
    );
    expect(textbox('Occupation')).toHaveAccessibleDescription(
      'Occupation is required for gifts over $200 this election',
    );
    expect(textbox('Card number')).toHaveAccessibleDescription('Card number refused');
    expect(textbox('Address line 1')).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Some details need your attention: see the messages beside the fields.',
    );
  });

  it('shows the limit refusal beside the amount', async () => {
    const message = 'You can give at most $3,450 more to this candidate this election.';
    const { user } = await setup({
      donate: () => json(400, { message, errors: { amount: message } }),
    });
    await fillValidDonation(user);
    await user.click(submitButton());
    await waitFor(() =>
      expect(textbox('Other amount (USD)')).toHaveAccessibleDescription(
        expect.stringContaining(message),
      ),
    );
  });

  it('says a declined card was declined and keeps what the donor typed', async () => {
    const { user, server } = await setup({
      donate: () => failure(402, 'Payment Required', 'Your card was declined.'),
    });
    await fillValidDonation(user, { card: '4000 0000 0000 0002' });
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Payment declined');
    expect(alert).toHaveTextContent('Your card was declined.');
    expect(textbox('Full name')).toHaveValue('Jane Doe');
    expect(textbox('Card number')).toHaveValue('4000 0000 0000 0002');
    expect(submitButton()).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Thank you!' })).not.toBeInTheDocument();
    expect(server.calls(DONATE)).toHaveLength(1);
  });

  it('shows other failures in the words of the server', async () => {
    const { user } = await setup({
      donate: () =>
        failure(
          502,
          'Bad Gateway',
          'The payment service did not answer. Please try again: you will not be charged twice.',
        ),
    });
    await fillValidDonation(user);
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Donation failed');
    expect(alert).toHaveTextContent('The payment service did not answer.');
  });

  it('after a 409 (the key already paid for another gift) makes the next submit a new donation', async () => {
    let answers = 0;
    const { user, server } = await setup({
      donate: () =>
        ++answers === 1
          ? json(409, {
              message: 'This donation was already submitted with another amount.',
              errors: { idempotencyKey: 'This donation was already submitted.' },
            })
          : json(201, receiptFixture()),
    });
    await fillValidDonation(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'A donation from this form already went through',
    );
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Thank you!' });
    const [first, second] = keysSent(server);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
  });
});

describe('the donation form: one charge per submit', () => {
  it('disables the button while the donation is out, and a double click sends once', async () => {
    const answer = deferred<Response>();
    const { user, server } = await setup({ donate: () => answer.promise });
    await fillValidDonation(user);
    await user.dblClick(submitButton());
    await waitFor(() => expect(submitButton()).toBeDisabled());
    expect(submitButton()).toHaveTextContent('Processing...');
    expect(screen.getByRole('form', { name: 'Donation' })).toHaveAttribute('aria-busy', 'true');
    await user.click(submitButton());
    await act(async () => answer.resolve(json(201, receiptFixture())));
    await screen.findByRole('heading', { name: 'Thank you!' });
    expect(server.calls(DONATE)).toHaveLength(1);
  });

  it('retries a submit whose answer never came with the same key', async () => {
    let attempts = 0;
    const { user, server } = await setup({
      donate: () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return json(201, receiptFixture());
      },
    });
    await fillValidDonation(user);
    await user.click(submitButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Connection problem');
    expect(alert).toHaveTextContent('you will not be charged twice');
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Thank you!' });
    const [first, second] = keysSent(server);
    expect(first).toMatch(UUID);
    expect(second).toBe(first);
  });

  it('sends the same key again after a reload that came before the answer', async () => {
    const { user, server, unmount } = await setup({
      donate: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    await fillValidDonation(user);
    await user.click(submitButton());
    await screen.findByRole('alert');
    unmount();

    renderDonateScreen();
    await findDonationForm();
    await fillValidDonation(user);
    await user.click(submitButton());
    await waitFor(() => expect(server.calls(DONATE)).toHaveLength(2));
    const [first, second] = keysSent(server);
    expect(second).toBe(first);
  });

  it('gives a fresh form that sends another gift after a lost answer a key of its own', async () => {
    let answers = 0;
    const { user, server, unmount } = await setup({
      donate: () =>
        ++answers === 1
          ? failure(
              502,
              'Bad Gateway',
              'The payment service did not answer. Please try again: you will not be charged twice.',
            )
          : json(201, receiptFixture()),
    });
    await fillValidDonation(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The payment service did not answer.',
    );
    unmount();

    // A new form, another amount: a new gift, not a retry of the lost one.
    renderDonateScreen();
    await findDonationForm();
    await fillValidDonation(user);
    await user.type(textbox('Other amount (USD)'), '20');
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Thank you!' });
    const [first, second] = keysSent(server);
    expect(first).toMatch(UUID);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
  });

  it('uses a new key for the next donation after a success', async () => {
    const { user, server } = await setup({ user: loggedInUser });
    await fillValidDonation(user, { details: false });
    await user.click(submitButton());
    await user.click(await screen.findByRole('button', { name: 'Donate again' }));
    await findDonationForm();
    await fillValidDonation(user, { details: false });
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Thank you!' });
    const [first, second] = keysSent(server);
    expect(second).toMatch(UUID);
    expect(second).not.toBe(first);
  });
});
