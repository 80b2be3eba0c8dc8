import { screen, within } from '@testing-library/react';
import type { CampaignDashboard } from 'shared-api/contracts';
import { deferred, failure, json, mockApi, renderWithProviders } from 'shared-config/testing';
import { CampaignDashboardPanel } from './campaign-dashboard-panel';

// The campaign dashboard: today's and this week's figures, the monthly plans' projection as
// the site's chart with its exact table, the top refcodes and links; loading and error.

const DASHBOARD = 'GET /api/candidate/7/dashboard';

const FIGURES: CampaignDashboard = {
  candidateId: 7,
  today: '2026-03-18',
  weekStart: '2026-03-16',
  todayFigures: { moneyCents: 1234, gifts: 1, donors: 1, averageGiftCents: 1234 },
  weekFigures: { moneyCents: 6235, gifts: 3, donors: 2, averageGiftCents: 2078 },
  recurringMonthlyCents: 3500,
  activePlans: 2,
  projection: [
    { month: '2026-04', cents: 3500 },
    { month: '2026-05', cents: 1000 },
  ],
  projectedTotalCents: 4500,
  topRefcodes: [{ refcode: 'email1', gifts: 2, moneyCents: 3734 }],
  topLinks: [{ label: 'Spring drive', visits: 9, gifts: 1, moneyCents: 2500 }],
};

describe('CampaignDashboardPanel', () => {
  it('shows the figures exactly, the projection and the top lists', async () => {
    mockApi({ [DASHBOARD]: () => json(200, FIGURES) });
    renderWithProviders(<CampaignDashboardPanel candidateId={7} />);
    const periods = await screen.findByRole('table', { name: /^Money and donors/ });
    const row = (table: HTMLElement, name: string) =>
      within(table).getByRole('row', { name: new RegExp(`^${name}`), hidden: true });
    expect(row(periods, 'Today')).toHaveTextContent('Today (2026-03-18)$12.3411$12.34');
    expect(row(periods, 'This week')).toHaveTextContent('This week$62.3523$20.78');
    expect(screen.getByText(/2 active, \$35\.00 a month; \$45\.00 still to come/)).toBeVisible();
    expect(
      screen.getByText(/Active monthly plans will charge \$45\.00 from 2026-04 to 2026-05/),
    ).toBeVisible();
    // The chart's exact table (in a closed <details>: hidden, still in the document).
    const chart = await screen.findByRole('table', {
      name: 'Monthly gifts still to come, by month',
      hidden: true,
    });
    expect(row(chart, '2026-04')).toHaveTextContent('2026-04$35.00');
    expect(row(chart, '2026-05')).toHaveTextContent('2026-05$10.00');
    const refcodes = screen.getByRole('table', { name: 'Top refcodes' });
    expect(row(refcodes, 'email1')).toHaveTextContent('email12$37.34');
    const links = screen.getByRole('table', { name: 'Top campaign links' });
    expect(row(links, 'Spring drive')).toHaveTextContent('Spring drive91$25.00');
  });

  it('says so when nothing is there yet', async () => {
    mockApi({
      [DASHBOARD]: () =>
        json(200, {
          ...FIGURES,
          activePlans: 0,
          recurringMonthlyCents: 0,
          projection: [],
          projectedTotalCents: 0,
          topRefcodes: [],
          topLinks: [],
        }),
    });
    renderWithProviders(<CampaignDashboardPanel candidateId={7} />);
    expect(await screen.findByText('No active monthly plan will charge again.')).toBeVisible();
    expect(screen.getByText('No gift has carried a refcode yet.')).toBeVisible();
    expect(screen.getByText('No campaign link yet.')).toBeVisible();
  });

  it('shows loading, then an error', async () => {
    const answer = deferred<Response>();
    mockApi({ [DASHBOARD]: () => answer.promise });
    renderWithProviders(<CampaignDashboardPanel candidateId={7} />);
    expect(await screen.findByText('Loading the campaign dashboard')).toBeVisible();
    answer.resolve(failure(403, 'Forbidden', 'Only the candidate can do this'));
    expect(await screen.findByText('Only the candidate can do this')).toBeVisible();
  });
});
