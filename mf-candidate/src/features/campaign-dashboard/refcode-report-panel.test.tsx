import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RefcodeReport } from 'shared-api/contracts';
import { deferred, failure, json, mockApi, renderWithProviders } from 'shared-config/testing';
import { RefcodeReportPanel } from './refcode-report-panel';

// The refcode report: the range form (react-hook-form + the server's zod schema) and the
// report's loading, empty, error and loaded states, exact to the cent.

const REPORT = 'GET /api/candidate/7/refcodes';
const NOW = new Date('2026-03-15T12:00:00Z');

const REFCODES: RefcodeReport = {
  candidateId: 7,
  from: '2026-01-01',
  to: '2026-03-15',
  rows: [
    {
      refcode: 'email1',
      visits: 3,
      gifts: 2,
      moneyCents: 3734,
      conversionRate: 2 / 3,
      averageGiftCents: 1867,
      newDonors: 1,
      returningDonors: 1,
    },
    {
      refcode: '(none)',
      visits: 0,
      gifts: 1,
      moneyCents: 2500,
      conversionRate: null,
      averageGiftCents: 2500,
      newDonors: 1,
      returningDonors: 0,
    },
  ],
  totalCents: 6234,
  totalGifts: 3,
};

function setup() {
  const user = userEvent.setup();
  renderWithProviders(<RefcodeReportPanel candidateId={7} now={NOW} />);
  const form = screen.getByRole('form', { name: 'Refcode range' });
  return {
    user,
    from: within(form).getByLabelText(/From \(UTC\)/),
    show: () => user.click(within(form).getByRole('button', { name: 'Show Refcodes' })),
  };
}

describe('RefcodeReportPanel', () => {
  it('asks for the range and shows each refcode exactly, with the total', async () => {
    const api = mockApi({ [REPORT]: () => json(200, REFCODES) });
    const { from, show } = setup();
    // The last 30 days, today included.
    expect(from).toHaveValue('2026-02-14');
    expect(api.requests).toHaveLength(0);
    await show();
    const table = await screen.findByRole('table', { name: /^Refcodes from 2026-01-01/ });
    expect(api.calls(REPORT)[0].url).toBe(
      '/api/candidate/7/refcodes?from=2026-02-14&to=2026-03-15',
    );
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(row('email1')).toHaveTextContent('email132$37.3466.7%$18.6711');
    expect(row('\\(none\\)')).toHaveTextContent('(none)01$25.00-$25.0010');
    expect(row('Total')).toHaveTextContent('Total3$62.34');
    expect(table).toHaveAccessibleName(/\$62\.34 in 3 gifts/);
  });

  it('checks the range with the server schema before asking', async () => {
    const api = mockApi({ [REPORT]: () => json(200, REFCODES) });
    const { user, from, show } = setup();
    await user.clear(from);
    await user.type(from, '2026-03-20');
    await show();
    expect(
      await screen.findByText('The end date must be on or after the start date'),
    ).toBeVisible();
    expect(api.requests).toHaveLength(0);
  });

  it('shows loading, then an empty range', async () => {
    const answer = deferred<Response>();
    mockApi({ [REPORT]: () => answer.promise });
    const { show } = setup();
    await show();
    expect(await screen.findByText('Loading the refcode report')).toBeVisible();
    answer.resolve(json(200, { ...REFCODES, rows: [], totalCents: 0, totalGifts: 0 }));
    expect(await screen.findByText('No visits or gifts in this range')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows the server's refusal and retries", async () => {
    let calls = 0;
    mockApi({
      [REPORT]: () => {
        calls += 1;
        return calls === 1
          ? failure(403, 'Forbidden', 'Only the candidate can do this')
          : json(200, REFCODES);
      },
    });
    const { user, show } = setup();
    await show();
    expect(await screen.findByText('Only the candidate can do this')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Retry|Try again/ }));
    await waitFor(() => expect(screen.getByRole('table')).toBeVisible());
  });
});
