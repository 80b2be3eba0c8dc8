import { act, screen, waitFor, within } from '@testing-library/react';
import { BEST_EFFORTS_WORDING } from 'shared-api';
import { deferred, failure, json, loggedInUser } from 'shared-config/testing';
import { candidateFixture } from '../../testing/candidate-fixture';
import {
  allowanceFixture,
  GENERAL,
  PRIMARY,
  publicElection,
} from '../../testing/election-fixtures';
import {
  ALLOWANCE,
  DONATE,
  donationServer,
  donorAtKeyboard,
  fillValidDonation,
  findDonationForm,
  receiptFixture,
  renderDonateScreen,
  submitButton,
  textbox,
} from './testing/donation-test-kit';

// A whole donation is some twenty user events: more than Jest's 5 s on a busy machine.
jest.setTimeout(20_000);

beforeEach(() => sessionStorage.clear());

describe('/donate/{candidateId}: loading the candidate', () => {
  it('shows a spinner, then who the donation goes to', async () => {
    const answer = deferred<Response>();
    donationServer({ candidate: () => answer.promise });
    renderDonateScreen();
    expect(screen.getByRole('status')).toHaveTextContent('Loading candidate');
    await act(async () => answer.resolve(json(200, candidateFixture())));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Donate to Casey Morales',
    );
    expect(screen.getByText('Governor')).toBeVisible();
    expect(screen.getByText('$12,400.00 raised')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Photo of Casey Morales' })).toHaveAttribute(
      'src',
      '/files/uploads/casey.png',
    );
    expect(screen.getByRole('link', { name: "View Casey Morales's page" })).toHaveAttribute(
      'href',
      '/candidate/7',
    );
  });

  it('shows the initials when the candidate has no photo', async () => {
    donationServer({
      candidate: () => json(200, candidateFixture({ profilePhotoUrl: null })),
    });
    renderDonateScreen();
    await findDonationForm();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('CM')).toBeInTheDocument();
  });

  it("says 'Candidate Not Found' with a way home for an absent candidate", async () => {
    donationServer({ candidate: () => failure(404, 'Not Found', 'Candidate not found') });
    renderDonateScreen();
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Candidate Not Found',
    );
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/home');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it("says 'Candidate Not Found' for /donate/abc without asking the server", async () => {
    const server = donationServer();
    renderDonateScreen('/donate/abc');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Candidate Not Found',
    );
    expect(server.requests.filter((r) => r.url.startsWith('/api/candidate'))).toEqual([]);
  });

  it('shows an error with a retry for other failures', async () => {
    let fail = true;
    const server = donationServer({
      candidate: () =>
        fail ? failure(500, 'Internal Server Error') : json(200, candidateFixture()),
    });
    const user = donorAtKeyboard();
    renderDonateScreen();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load this candidate');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await findDonationForm();
    expect(server.calls('GET /api/candidate/7')).toHaveLength(2);
  });
});

describe('/donate/{candidateId}: the form around the fields', () => {
  it("fills a logged-in donor's name and email and states their room left in each election", async () => {
    const server = donationServer({
      user: loggedInUser,
      allowance: allowanceFixture([{ ...PRIMARY, given: 100, remaining: 3_400 }, GENERAL]),
    });
    renderDonateScreen();
    await findDonationForm();
    expect(textbox('Full name')).toHaveValue('Jane Doe');
    expect(textbox('Email')).toHaveValue('jane@example.com');
    const primary = await screen.findByRole('radio', {
      name: 'Primary election, March 7, 2028 (date provisional)',
    });
    expect(primary).toBeChecked();
    await waitFor(() =>
      expect(primary).toHaveAccessibleDescription(
        'You can give $3,400 more to Casey Morales for this election (limit $3,500).',
      ),
    );
    const general = screen.getByRole('radio', { name: 'General election, November 7, 2028' });
    expect(general).not.toBeChecked();
    expect(general).toHaveAccessibleDescription(
      'You can give $3,500 more to Casey Morales for this election (limit $3,500).',
    );
    // The limit the note states is the one the server answered, per election.
    expect(
      screen.getByText(
        'Each person may give a candidate up to $3,500 per election; the primary and the general election count separately.',
      ),
    ).toBeVisible();
    expect(server.calls(ALLOWANCE).map((r) => r.url)).toEqual([
      '/api/donations/allowance?candidateId=7',
    ]);
  });

  it('states the limit the server answers, not a figure of its own', async () => {
    donationServer({
      user: loggedInUser,
      allowance: allowanceFixture([
        { ...PRIMARY, limit: 3_700, remaining: 3_700 },
        { ...GENERAL, limit: 3_700, remaining: 3_700 },
      ]),
    });
    renderDonateScreen();
    expect(
      await screen.findByText(
        'Each person may give a candidate up to $3,700 per election; the primary and the general election count separately.',
      ),
    ).toBeVisible();
  });

  it('says so when a logged-in donor has no room left in an election', async () => {
    donationServer({
      user: loggedInUser,
      allowance: allowanceFixture([{ ...PRIMARY, given: 3_500, remaining: 0 }, GENERAL], true),
    });
    renderDonateScreen();
    // The next election is offered at once (the candidate's detail), the room once it is known.
    const primary = await screen.findByRole('radio', {
      name: 'Primary election, March 7, 2028 (date provisional)',
    });
    await waitFor(() =>
      expect(primary).toHaveAccessibleDescription(
        'You have given the most allowed to Casey Morales for this election ($3,500).',
      ),
    );
  });

  it("shows a visitor the candidate's elections with their limits, without asking for a room left", async () => {
    const server = donationServer();
    renderDonateScreen();
    await findDonationForm();
    // The elections and their limits are public (the candidate's detail); the room left
    // needs a session (the allowance), which a visitor has not.
    expect(
      screen.getByText(
        'Each person may give a candidate up to $3,500 per election; the primary and the general election count separately.',
      ),
    ).toBeVisible();
    const [primary, general] = screen.getAllByRole('radio');
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(primary).toHaveAccessibleName('Primary election, March 7, 2028 (date provisional)');
    expect(primary).toBeChecked();
    expect(primary).toHaveAccessibleDescription('Up to $3,500 per person for this election.');
    expect(general).toHaveAccessibleName('General election, November 7, 2028');
    expect(general).toHaveAccessibleDescription('Up to $3,500 per person for this election.');
    expect(screen.queryByText(/You can give/)).not.toBeInTheDocument();
    expect(textbox('Full name')).toHaveValue('');
    expect(server.calls(ALLOWANCE)).toHaveLength(0);
  });

  it('tells a visitor which part is provisional: the date, the limit, or both', async () => {
    const limitProvisional = { limitProvisional: true, provisional: true };
    donationServer({
      candidate: () =>
        json(
          200,
          candidateFixture({
            elections: [
              { ...publicElection(PRIMARY), ...limitProvisional },
              { ...publicElection(GENERAL), ...limitProvisional },
            ],
          }),
        ),
    });
    renderDonateScreen();
    await findDonationForm();
    const [primary, general] = screen.getAllByRole('radio');
    // Both: the primary's day and the cycle's limit.
    expect(primary).toHaveAccessibleName('Primary election, March 7, 2028 (date provisional)');
    expect(primary).toHaveAccessibleDescription(
      'Up to $3,500 per person for this election. The limit is provisional until the FEC publishes it.',
    );
    // The limit only: the general's day is set by law.
    expect(general).toHaveAccessibleName('General election, November 7, 2028');
    expect(general).toHaveAccessibleDescription(
      'Up to $3,500 per person for this election. The limit is provisional until the FEC publishes it.',
    );
  });

  it("refuses a visitor's gift above the chosen election's limit, with the limit from the data", async () => {
    const server = donationServer({
      candidate: () =>
        json(
          200,
          candidateFixture({
            elections: [{ ...publicElection(GENERAL), limit: 3_600 }],
          }),
        ),
    });
    const user = donorAtKeyboard();
    renderDonateScreen();
    await findDonationForm();
    await fillValidDonation(user);
    await user.type(textbox('Other amount (USD)'), '3600.01');
    await user.click(submitButton());
    await waitFor(() =>
      expect(textbox('Other amount (USD)')).toHaveAccessibleDescription(
        expect.stringContaining('The most one person may give a candidate per election is $3,600'),
      ),
    );
    expect(server.calls(DONATE)).toHaveLength(0);
  });

  it("shows the candidate's next election under their name", async () => {
    donationServer();
    renderDonateScreen();
    await findDonationForm();
    expect(
      screen.getByText('Next election: Primary, March 7, 2028 (date provisional)'),
    ).toBeVisible();
  });

  it('says when the candidate has no election ahead', async () => {
    donationServer({
      candidate: () => json(200, candidateFixture({ nextElection: null, elections: [] })),
    });
    renderDonateScreen();
    await findDonationForm();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByText(/^Next election/)).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Casey Morales has no election ahead yet: gifts open again once the next election is set.',
      ),
    ).toBeVisible();
  });

  it('sends the election the donor chose', async () => {
    const server = donationServer({ user: loggedInUser });
    const user = donorAtKeyboard();
    renderDonateScreen();
    await findDonationForm();
    await user.click(
      await screen.findByRole('radio', { name: 'General election, November 7, 2028' }),
    );
    expect(
      screen.getByRole('radio', { name: 'Primary election, March 7, 2028 (date provisional)' }),
    ).not.toBeChecked();
    // The account's name and email are filled in already.
    await fillValidDonation(user, { details: false });
    await user.click(submitButton());
    await waitFor(() => expect(server.calls(DONATE)).toHaveLength(1));
    expect(server.calls(DONATE)[0].body).toMatchObject({ electionId: GENERAL.id });
  });

  it('shows the best-efforts wording by the itemisation fields, required only above $200', async () => {
    donationServer();
    const user = donorAtKeyboard();
    renderDonateScreen();
    await findDonationForm();
    expect(screen.getByText(BEST_EFFORTS_WORDING)).toBeVisible();
    expect(textbox('Occupation')).not.toHaveAttribute('aria-required');
    await user.click(screen.getByRole('button', { name: '$250' }));
    for (const name of ['Address line 1', 'City', 'ZIP code', 'Occupation', 'Employer']) {
      expect(textbox(name)).toHaveAttribute('aria-required', 'true');
    }
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveAttribute(
      'aria-required',
      'true',
    );
    expect(textbox('Address line 2 (optional)')).not.toHaveAttribute('aria-required');
  });

  it("requires the itemisation fields when the donor's earlier gifts already passed $200", async () => {
    donationServer({
      user: loggedInUser,
      allowance: allowanceFixture([{ ...PRIMARY, given: 300, remaining: 3_200 }, GENERAL], true),
    });
    renderDonateScreen();
    await findDonationForm();
    await waitFor(() => expect(textbox('Occupation')).toHaveAttribute('aria-required', 'true'));
  });

  it('offers the 50 states, DC and the territories for the mailing address', async () => {
    donationServer();
    renderDonateScreen();
    await findDonationForm();
    const options = within(screen.getByRole('combobox', { name: 'State' })).getAllByRole('option');
    expect(options).toHaveLength(57);
    expect(options[0]).toHaveTextContent('Select a state');
    expect(options.map((option) => option.getAttribute('value'))).toEqual(
      expect.arrayContaining(['CA', 'DC', 'WY', 'PR', 'GU', 'VI', 'AS', 'MP']),
    );
  });

  it('labels payments in test mode and lists the test cards', async () => {
    donationServer({ testMode: true });
    renderDonateScreen();
    await findDonationForm();
    const payment = screen.getByRole('region', { name: /Payment/ });
    expect(await within(payment).findByText('TEST MODE')).toBeVisible();
    expect(within(payment).getByText('4242 4242 4242 4242')).toBeVisible();
    expect(within(payment).getByText('4000 0000 0000 0002')).toBeVisible();
  });

  it('shows no TEST MODE badge when a real processor takes the payment', async () => {
    const server = donationServer({ testMode: false });
    renderDonateScreen();
    await findDonationForm();
    await waitFor(() => expect(server.calls('GET /api/donations/payment-mode')).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByText('TEST MODE')).not.toBeInTheDocument();
    expect(screen.queryByText('4242 4242 4242 4242')).not.toBeInTheDocument();
  });
});

describe('/donate/{candidateId}: the thank-you state', () => {
  it('shows the receipt, and the total raised the server now answers', async () => {
    let total = 12_400;
    const server = donationServer({
      candidate: () => json(200, candidateFixture({ totalDonations: total })),
      donate: () => {
        total += 50;
        return json(201, receiptFixture());
      },
    });
    const user = donorAtKeyboard();
    renderDonateScreen();
    await findDonationForm();
    await fillValidDonation(user);
    await user.click(submitButton());

    const receipt = await screen.findByRole('region', { name: 'Thank you!' });
    expect(within(receipt).getByRole('heading', { name: 'Thank you!' })).toHaveFocus();
    expect(receipt).toHaveTextContent('Your donation of $50.00 to Casey Morales was received.');
    const details = within(receipt)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(details).toEqual([
      '$50.00',
      'Casey Morales',
      'Primary election, March 7, 2028',
      new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' }).format(
        new Date('2026-03-01T17:30:00.000Z'),
      ),
      'PAID-000041',
    ]);
    expect(within(receipt).getByText('TEST MODE')).toBeVisible();
    expect(receipt).toHaveTextContent('no card was charged and no real money moved');
    expect(
      within(receipt).getByRole('link', { name: "Back to Casey Morales's page" }),
    ).toHaveAttribute('href', '/candidate/7');
    expect(screen.queryByRole('form', { name: 'Donation' })).not.toBeInTheDocument();
    expect(await screen.findByText('$12,450.00 raised')).toBeVisible();
    expect(server.calls('GET /api/candidate/7')).toHaveLength(2);
  });

  it('has no TEST MODE note on a real receipt', async () => {
    donationServer({ donate: () => json(201, receiptFixture({ testMode: false })) });
    const user = donorAtKeyboard();
    renderDonateScreen();
    await findDonationForm();
    await fillValidDonation(user);
    await user.click(submitButton());
    const receipt = await screen.findByRole('region', { name: 'Thank you!' });
    expect(within(receipt).queryByText('TEST MODE')).not.toBeInTheDocument();
  });

  it("'Donate again' starts a new form with the donor's details kept", async () => {
    const server = donationServer();
    const user = donorAtKeyboard();
    renderDonateScreen();
    await findDonationForm();
    await fillValidDonation(user);
    await user.click(submitButton());
    await user.click(await screen.findByRole('button', { name: 'Donate again' }));
    await findDonationForm();
    expect(textbox('Full name')).toHaveValue('Jane Doe');
    expect(textbox('Email')).toHaveValue('jane@example.com');
    expect(textbox('Card number')).toHaveValue('');
    expect(screen.getByRole('button', { name: '$50' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getAllByRole('checkbox').every((box) => !(box as HTMLInputElement).checked)).toBe(
      true,
    );
    expect(server.calls(DONATE)).toHaveLength(1);
  });
});
