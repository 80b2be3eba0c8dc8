import { screen, within } from '@testing-library/react';
import type { RoundMoney, StateMoney } from 'shared-api';
import { failure, json, mockApi, renderWithProviders } from 'shared-config/testing';
import { RoundMoneyCharts, StateMoneyChart } from './state-money-charts';

afterEach(() => {
  jest.restoreAllMocks();
});

const totals = (candidateId: number, name: string, values: number[]) => ({
  candidateId,
  name,
  totals: values,
  totalRaised: values.at(-1) ?? 0,
});

const STATE_MONEY: StateMoney = {
  stateCode: 'CA',
  days: ['2026-11-24', '2026-11-25', '2026-11-26'],
  candidates: [
    totals(1, 'Ada Lane', [10, 25.5, 25.5]),
    totals(2, 'Bo Reyes', [0, 40, 120.25]),
    totals(3, 'Cy Park', [0, 0, 0]),
  ],
};

const ROUND_DAYS = ['2026-11-25T12:00:00.000Z', '2026-11-26T09:30:00.000Z'];

const ROUND_MONEY: RoundMoney = {
  round: 1,
  startsAt: '2026-11-24T12:00:00.000Z',
  endsAt: '2026-11-27T12:00:00.000Z',
  days: ROUND_DAYS,
  matches: [
    {
      bracket: { round: 1, position: 1 },
      candidate1: totals(1, 'Ada Lane', [15.5, 35.51]),
      // Nothing given to this side during the round: a line at zero, still a race.
      candidate2: totals(8, 'Hal Quiet', [0, 0]),
    },
    {
      bracket: { round: 1, position: 2 },
      candidate1: totals(4, 'Dee Even', [5, 9]),
      candidate2: totals(5, 'Eli Even', [9, 9]),
    },
    {
      bracket: { round: 1, position: 3 },
      candidate1: totals(3, 'Cy Park', [0, 0]),
      candidate2: null,
    },
  ],
};

/** The table's body, row by row, as a reader sees it. */
function tableRows(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent));
}

describe('StateMoneyChart', () => {
  it("sums the bracket up in a sentence and tables each candidate's running total", async () => {
    mockApi({ 'GET /api/charts/states/CA': () => json(200, STATE_MONEY) });
    renderWithProviders(<StateMoneyChart code="CA" name="California" />);

    const section = screen.getByRole('region', { name: "The bracket's money" });
    // The first test loads the chart's chunk cold, which a busy machine takes a while for.
    const table = await within(section).findByRole(
      'table',
      { name: 'Running totals of the California bracket' },
      { timeout: 5000 },
    );
    expect(
      within(section).getByText(
        'The 3 candidates of the California bracket since 2026-11-24: Bo Reyes leads with $120.25.',
      ),
    ).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Day', 'Ada Lane', 'Bo Reyes', 'Cy Park']);
    expect(tableRows(table)).toEqual([
      ['2026-11-24', '$10.00', '$0.00', '$0.00'],
      ['2026-11-25', '$25.50', '$40.00', '$0.00'],
      ['2026-11-26', '$25.50', '$120.25', '$0.00'],
    ]);
  });

  it('says so when the bracket has no candidate yet, and draws no chart', async () => {
    mockApi({
      'GET /api/charts/states/WY': () =>
        json(200, { stateCode: 'WY', days: [], candidates: [] } satisfies StateMoney),
    });
    renderWithProviders(<StateMoneyChart code="WY" name="Wyoming" />);
    expect(await screen.findByText('No candidate is in the Wyoming bracket yet.')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers a retry when the series cannot be loaded', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({ 'GET /api/charts/states/CA': () => failure(500, 'Internal Server Error') });
    renderWithProviders(<StateMoneyChart code="CA" name="California" />);
    expect(await screen.findByText('The bracket chart could not be loaded')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('RoundMoneyCharts', () => {
  it("charts each match's race during the round, with who leads and by how much", async () => {
    const server = mockApi({ 'GET /api/charts/rounds/county/06037': () => json(200, ROUND_MONEY) });
    renderWithProviders(<RoundMoneyCharts level="county" code="06037" />);

    const section = await screen.findByRole('region', { name: 'Round 1: the races' });
    expect(server.calls('GET /api/charts/rounds/county/06037')).toHaveLength(1);
    expect(section).toHaveTextContent('before the round ends (Nov 27, 12:00 PM UTC)');

    // A side that has raised nothing during the round is still charted, at zero.
    expect(
      within(section).getByText(
        'During this round Ada Lane has raised $35.51 and Hal Quiet $0.00. Ada Lane leads by $35.51.',
      ),
    ).toBeInTheDocument();
    const first = await within(section).findByRole(
      'table',
      { name: 'Match 1: Ada Lane vs Hal Quiet: money raised during the round' },
      { timeout: 5000 },
    );
    expect(tableRows(first)).toEqual([
      ['Nov 25, 12:00 PM UTC', '$15.50', '$0.00'],
      ['Nov 26, 9:30 AM UTC', '$35.51', '$0.00'],
    ]);

    expect(
      within(section).getByText(
        'During this round Dee Even has raised $9.00 and Eli Even $9.00. They are level.',
      ),
    ).toBeInTheDocument();

    // A match with an empty side has no race to draw.
    expect(within(section).getByRole('heading', { name: 'Match 3: Cy Park vs TBD' })).toBeVisible();
    expect(
      within(section).getByText(
        'One side of this match is empty: its candidate advances without a race.',
      ),
    ).toBeVisible();
    expect(within(section).getAllByRole('table')).toHaveLength(2);
  });

  it('shows nothing while no tournament of the place is active', async () => {
    const server = mockApi({
      'GET /api/charts/rounds/state/TX': () =>
        json(200, {
          round: null,
          startsAt: null,
          endsAt: null,
          days: [],
          matches: [],
        } satisfies RoundMoney),
    });
    renderWithProviders(<RoundMoneyCharts level="state" code="TX" />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(server.calls('GET /api/charts/rounds/state/TX')).toHaveLength(1);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(screen.queryByText(/round/i)).not.toBeInTheDocument();
  });

  it('says the round could not be loaded, with a retry', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    mockApi({ 'GET /api/charts/rounds/state/CA': () => failure(503, 'Service Unavailable') });
    renderWithProviders(<RoundMoneyCharts level="state" code="CA" />);
    const section = await screen.findByRole('region', { name: "This round's races" });
    expect(within(section).getByText('The round could not be loaded')).toBeVisible();
    expect(within(section).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
