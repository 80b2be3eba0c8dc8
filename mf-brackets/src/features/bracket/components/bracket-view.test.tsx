import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, json, mockApi, renderWithProviders } from 'shared-config/testing';
import { formatUtcMinute } from 'shared-ui';
import { NO_TOURNAMENT, candidate, match } from '../../../testing/fixtures';
import { BracketView } from './bracket-view';

const round = (name: string) => screen.getByRole('region', { name });

describe('BracketView', () => {
  it('state: an empty bracket shows 8 Register links in round 1 and TBD later', async () => {
    const server = mockApi({
      'GET /api/tournament/state/CA': () => json(200, NO_TOURNAMENT),
      'GET /api/tournament/state/CA/brackets': () => json(200, []),
    });
    renderWithProviders(<BracketView level="state" code="CA" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading bracket');
    expect(await screen.findByRole('region', { name: 'QUARTER-FINALS' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'State Bracket' })).toBeInTheDocument();

    const register = await within(round('QUARTER-FINALS')).findAllByRole('link', {
      name: 'Register',
    });
    expect(register).toHaveLength(8);
    register.forEach((link) => expect(link).toHaveAttribute('href', '/register'));
    expect(within(round('QUARTER-FINALS')).getAllByRole('listitem')).toHaveLength(4);
    expect(within(round('SEMI-FINALS')).getAllByText('TBD')).toHaveLength(4);
    expect(within(round('SEMI-FINALS')).getAllByRole('listitem')).toHaveLength(2);
    expect(within(round('FINALS')).getAllByText('TBD')).toHaveLength(2);
    expect(within(round('SEMI-FINALS')).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByText('PAID CANDIDATE')).not.toBeInTheDocument();
    expect(server.calls('GET /api/tournament/state/CA/brackets')).toHaveLength(1);
  });

  it('shows candidates with their money, a Register link for a missing one, and round titles in order', async () => {
    mockApi({
      'GET /api/tournament/state/CA': () => json(200, NO_TOURNAMENT),
      'GET /api/tournament/state/CA/brackets': () =>
        json(200, [match(1, 1, 1, 8), match(1, 2, 4, 5), match(1, 3, 3, 6), match(1, 4, 2, null)]),
    });
    renderWithProviders(<BracketView level="state" code="CA" />);
    const first = await screen.findByRole('region', { name: 'QUARTER-FINALS' });
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'QUARTER-FINALS',
      'SEMI-FINALS',
      'FINALS',
    ]);
    const link = within(first).getByRole('link', { name: 'Candidate 4' });
    expect(link).toHaveAttribute('href', '/candidate/4');
    expect(within(first).getByText('$4K')).toBeInTheDocument();
    expect(within(first).getAllByRole('link', { name: /^Candidate / })).toHaveLength(7);
    expect(await within(first).findAllByRole('link', { name: 'Register' })).toHaveLength(1);
    expect(screen.queryByRole('img', { name: 'Winner' })).not.toBeInTheDocument();
  });

  it('shows each candidate in a slot with their photo, or their initials, beside the name', async () => {
    mockApi({
      'GET /api/tournament/city/0644000': () => json(200, NO_TOURNAMENT),
      'GET /api/tournament/city/0644000/brackets': () =>
        json(200, [
          {
            ...match(1, 1, 7, 8),
            candidate1: candidate(7, { name: 'Ada Lovelace', avatar: '/files/uploads/ada.png' }),
            candidate2: candidate(8, { name: 'Grace Hopper', avatar: null }),
          },
        ]),
    });
    renderWithProviders(<BracketView level="city" code="0644000" />);
    const finals = await screen.findByRole('region', { name: 'FINALS' });
    const [ada, grace] = [...finals.querySelectorAll('[data-slot="candidate"]')] as HTMLElement[];
    expect(ada.querySelector('img')).toHaveAttribute('src', '/files/uploads/ada.png');
    // Decorative: the link beside it names the candidate, and keeps its name alone.
    expect(ada.querySelector('img')).toHaveAttribute('alt', '');
    expect(within(ada).getByRole('link')).toHaveAccessibleName('Ada Lovelace');
    expect(within(grace).getByText('GH')).toHaveAttribute('aria-hidden', 'true');
    expect(within(grace).getByRole('link')).toHaveAccessibleName('Grace Hopper');
  });

  it('marks winners with a trophy and shows the final winner as PAID CANDIDATE with the prize', async () => {
    mockApi({
      'GET /api/tournament/county/06037': () => json(200, NO_TOURNAMENT),
      'GET /api/tournament/county/06037/brackets': () =>
        json(200, [match(1, 1, 1, 4, 1), match(1, 2, 2, 3, 3), match(2, 1, 1, 3, 3)]),
    });
    renderWithProviders(<BracketView level="county" code="06037" />);
    const first = await screen.findByRole('region', { name: 'ROUND 1' });
    expect(screen.getByRole('heading', { level: 2, name: 'County Bracket' })).toBeInTheDocument();
    expect(within(first).getAllByRole('img', { name: 'Winner' })).toHaveLength(2);
    const finals = round('FINALS');
    const trophies = within(finals).getAllByRole('img', { name: 'Winner' });
    expect(trophies).toHaveLength(1);
    // The trophy sits beside the winner, not the loser.
    expect(trophies[0].parentElement).toHaveTextContent('Candidate 3');
    expect(trophies[0].parentElement).not.toHaveTextContent('Candidate 1');

    const paid = screen.getByRole('heading', { name: 'PAID CANDIDATE' }).parentElement!;
    expect(within(paid).getByRole('link', { name: 'Candidate 3' })).toHaveAttribute(
      'href',
      '/candidate/3',
    );
    expect(within(paid).getByText('Prize: $1.25M')).toBeInTheDocument();
  });

  it('notes a refund made after a match was decided under that side; the result stands', async () => {
    mockApi({
      'GET /api/tournament/county/06037': () => json(200, NO_TOURNAMENT),
      'GET /api/tournament/county/06037/brackets': () =>
        json(200, [
          {
            ...match(1, 1, 1, 4, 1),
            refundedAfterDecision: { candidate1Cents: 0, candidate2Cents: 20_000 },
          },
          match(1, 2, 2, 3, 3),
          match(2, 1, 1, 3),
        ]),
    });
    renderWithProviders(<BracketView level="county" code="06037" />);
    const first = await screen.findByRole('region', { name: 'ROUND 1' });
    const [refunded, plain] = within(first).getAllByRole('listitem');
    const note = within(refunded).getByText('Decided before a $200.00 refund');
    // Under candidate 4's side (the second), after the VS; the winner keeps the trophy.
    const [, four] = [...refunded.querySelectorAll('[data-slot="candidate"]')] as HTMLElement[];
    expect(four).toHaveTextContent('Candidate 4');
    expect(four.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(refunded).getAllByText(/^Decided before/)).toHaveLength(1);
    expect(within(refunded).getByRole('img', { name: 'Winner' }).parentElement).toHaveTextContent(
      'Candidate 1',
    );
    expect(within(plain).queryByText(/refund/)).not.toBeInTheDocument();
  });

  it('city: one FINALS round with two slots', async () => {
    mockApi({
      'GET /api/tournament/city/0644000': () => json(200, NO_TOURNAMENT),
      'GET /api/tournament/city/0644000/brackets': () => json(200, [match(1, 1, 7, null)]),
    });
    renderWithProviders(<BracketView level="city" code="0644000" />);
    const finals = await screen.findByRole('region', { name: 'FINALS' });
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1);
    expect(within(finals).getByRole('link', { name: 'Candidate 7' })).toBeInTheDocument();
    expect(await within(finals).findByRole('link', { name: 'Register' })).toBeInTheDocument();
  });

  it('shows the error with a retry', async () => {
    let fail = true;
    mockApi({
      'GET /api/tournament/state/TX': () => json(200, NO_TOURNAMENT),
      'GET /api/tournament/state/TX/brackets': () =>
        fail ? failure(500, 'Internal Server Error') : json(200, []),
    });
    renderWithProviders(<BracketView level="state" code="TX" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The bracket could not be loaded');
    expect(alert).toHaveTextContent(
      'Something went wrong on our side. Please try again in a moment.',
    );
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'QUARTER-FINALS' })).toBeInTheDocument();
  });

  it('asks nothing for a code of another level', async () => {
    const server = mockApi({});
    renderWithProviders(<BracketView level="county" code="CA" />);
    expect(screen.getByText('There is no county with this code.')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });
  describe('says where its tournament stands, and offers Register only while a slot can be filled', () => {
    const DAY = 24 * 60 * 60 * 1000;
    const seeds = [match(1, 1, 1, 8), match(1, 2, 4, null), match(1, 3, 3, 6), match(1, 4, 2, 7)];
    const status = () =>
      screen.getByText(/^(PROVISIONAL|UPCOMING|ACTIVE|FINISHED)$/).parentElement!;

    it('none: provisional seeds, and Register in the empty slot', async () => {
      mockApi({
        'GET /api/tournament/state/CA': () => json(200, NO_TOURNAMENT),
        'GET /api/tournament/state/CA/brackets': () => json(200, seeds),
      });
      renderWithProviders(<BracketView level="state" code="CA" />);
      expect(await screen.findByText('PROVISIONAL')).toBeInTheDocument();
      expect(status()).toHaveTextContent(
        "No tournament is scheduled yet. Provisional seeds: today's standings.",
      );
      expect(
        within(round('QUARTER-FINALS')).getAllByRole('link', { name: 'Register' }),
      ).toHaveLength(1);
    });

    it('upcoming: its start date, how far off, provisional seeds and Register', async () => {
      const start = new Date(Date.now() + 5 * DAY);
      mockApi({
        'GET /api/tournament/state/FL': () =>
          json(200, { status: 'upcoming', name: 'Florida', startDate: start.toISOString() }),
        'GET /api/tournament/state/FL/brackets': () => json(200, seeds),
      });
      renderWithProviders(<BracketView level="state" code="FL" />);
      expect(await screen.findByText('UPCOMING')).toBeInTheDocument();
      expect(status()).toHaveTextContent(
        `Starts ${formatUtcMinute(start)} (in 5 days). Provisional seeds: today's standings, fixed at the start.`,
      );
      expect(
        within(round('QUARTER-FINALS')).getAllByRole('link', { name: 'Register' }),
      ).toHaveLength(1);
    });

    it('active: the round being played and its end; an empty first-round slot is a bye', async () => {
      const ends = new Date('2026-06-15T18:30:00Z');
      mockApi({
        'GET /api/tournament/state/CA': () =>
          json(200, {
            status: 'active',
            name: 'California',
            startDate: '2026-06-01T18:30:00Z',
            round: 2,
            roundEndsAt: ends.toISOString(),
          }),
        'GET /api/tournament/state/CA/brackets': () => json(200, seeds),
      });
      renderWithProviders(<BracketView level="state" code="CA" />);
      expect(await screen.findByText('ACTIVE')).toBeInTheDocument();
      expect(status()).toHaveTextContent('SEMI-FINALS, round 2 of 3: ends Jun 15, 6:30 PM UTC.');
      expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
      expect(within(round('QUARTER-FINALS')).getByText('BYE')).toBeInTheDocument();
    });

    it('completed: finished, when, and no Register anywhere', async () => {
      mockApi({
        'GET /api/tournament/state/NY': () =>
          json(200, {
            status: 'completed',
            name: 'New York',
            startDate: '2026-05-01T12:00:00Z',
            endedAt: '2026-05-22T12:00:00Z',
          }),
        'GET /api/tournament/state/NY/brackets': () =>
          json(200, [...seeds, match(2, 1, 1, 3, 1), match(2, 2, 4, 2, 4), match(3, 1, 1, 4, 1)]),
      });
      renderWithProviders(<BracketView level="state" code="NY" />);
      expect(await screen.findByText('FINISHED')).toBeInTheDocument();
      expect(status()).toHaveTextContent('Finished May 22, 12:00 PM UTC: every round is decided.');
      expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
      expect(within(round('QUARTER-FINALS')).getByText('BYE')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'PAID CANDIDATE' })).toBeInTheDocument();
    });

    it('offers no Register while the state is unknown, and asks again after a failure', async () => {
      let fail = true;
      mockApi({
        'GET /api/tournament/state/CA': () =>
          fail ? failure(500, 'Internal Server Error') : json(200, NO_TOURNAMENT),
        'GET /api/tournament/state/CA/brackets': () => json(200, seeds),
      });
      renderWithProviders(<BracketView level="state" code="CA" />);
      expect(
        await screen.findByText('The tournament’s dates could not be loaded.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
      expect(screen.queryByText('BYE')).not.toBeInTheDocument();
      fail = false;
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('link', { name: 'Register' })).toBeInTheDocument();
    });
  });
});
