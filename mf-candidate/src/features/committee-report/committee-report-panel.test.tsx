import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CommitteeReport } from 'shared-api';
import { deferred, failure, json, mockApi, renderWithProviders } from 'shared-config/testing';
import { CommitteeReportPanel } from './committee-report-panel';
import { defaultReportRange } from './default-report-range';

// The Committee Report tab: the range form (react-hook-form + the server's zod schema), the
// summary's loading, empty, error and loaded states, and the CSV and .fec links.

const REPORT = 'GET /api/candidate/7/committee-report';
const NOW = new Date('2026-03-15T12:00:00Z');

function report(overrides: Partial<CommitteeReport['elections'][number]> = {}): CommitteeReport {
  return {
    candidateId: 7,
    candidateName: 'Casey Morales',
    from: '2026-01-01',
    to: '2026-03-15',
    elections: [
      {
        election: '2025-2026',
        from: '2026-01-01',
        to: '2026-03-15',
        totalReceipts: 435,
        contributionCount: 7,
        itemizedTotal: 250,
        itemizedCount: 3,
        unitemizedTotal: 185,
        unitemizedCount: 4,
        contributorCount: 5,
        refundedTotal: 500,
        refundedCount: 1,
        ...overrides,
      },
    ],
  };
}

function setup() {
  const user = userEvent.setup();
  renderWithProviders(<CommitteeReportPanel candidateId={7} now={NOW} />);
  const form = screen.getByRole('form', { name: 'Report range' });
  return {
    user,
    from: within(form).getByLabelText(/From \(UTC\)/),
    to: within(form).getByLabelText(/To \(UTC\)/),
    show: () => user.click(within(form).getByRole('button', { name: 'Show Report' })),
  };
}

describe('CommitteeReportPanel', () => {
  it('starts at the year to date (UTC) and shows the summary and the CSV links', async () => {
    const api = mockApi({ [REPORT]: () => json(200, report()) });
    const { from, to, show } = setup();
    expect(from).toHaveValue('2026-01-01');
    expect(to).toHaveValue('2026-03-15');
    expect(api.requests).toHaveLength(0);
    await show();
    const table = await screen.findByRole('table', { name: 'Summary by election' });
    expect(api.calls(REPORT)[0].url).toBe(
      '/api/candidate/7/committee-report?from=2026-01-01&to=2026-03-15',
    );
    const row = (name: string) => within(table).getByRole('row', { name: new RegExp(`^${name}`) });
    expect(row('Total receipts')).toHaveTextContent('$435.00');
    expect(row('Itemized')).toHaveTextContent('$250.00 (3)');
    expect(row('Unitemized')).toHaveTextContent('$185.00 (4)');
    expect(row('Distinct contributors')).toHaveTextContent('5');
    expect(row('Refunded')).toHaveTextContent('$500.00 (1)');
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/candidate/7/committee-report/contributions.csv?from=2026-01-01&to=2026-03-15',
    );
    expect(screen.getByRole('link', { name: 'Download Summary CSV' })).toHaveAttribute(
      'href',
      '/api/candidate/7/committee-report/summary.csv?from=2026-01-01&to=2026-03-15',
    );
  });

  it('offers the FEC filings of the range shown, next to the CSVs', async () => {
    mockApi({ [REPORT]: () => json(200, report()) });
    const { show } = setup();
    await show();
    const scheduleA = await screen.findByRole('link', { name: 'Download FEC Schedule A (.fec)' });
    expect(scheduleA).toHaveAttribute(
      'href',
      '/api/candidate/7/committee-report/schedule-a.fec?from=2026-01-01&to=2026-03-15',
    );
    expect(scheduleA).toHaveAttribute('download');
    const notices = screen.getByRole('link', { name: 'Download 48-Hour Notices (.fec)' });
    expect(notices).toHaveAttribute(
      'href',
      '/api/candidate/7/committee-report/48-hour-notices.fec?from=2026-01-01&to=2026-03-15',
    );
    expect(notices).toHaveAttribute('download');
  });

  it('checks the range with the server schema before asking', async () => {
    const api = mockApi({ [REPORT]: () => json(200, report()) });
    const { user, from, to, show } = setup();
    await user.clear(from);
    await user.type(from, '2026-03-20');
    await show();
    expect(
      await screen.findByText('The end date must be on or after the start date'),
    ).toBeVisible();
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests).toHaveLength(0);
  });

  it("shows the server's refusal of a start before the first election cycle", async () => {
    // The earliest start is data (the first cycle's first day): the server answers it.
    const message = 'Reports start on or after 2024-11-06, the first day of the 2025-2026 cycle';
    const api = mockApi({ [REPORT]: () => failure(400, 'Bad Request', message) });
    const { user, from, show } = setup();
    await user.clear(from);
    await user.type(from, '2024-10-01');
    await show();
    expect(await screen.findByText(message)).toBeVisible();
    expect(api.requests[0].url).toContain('from=2024-10-01');
  });

  it('shows loading, then an empty range', async () => {
    const answer = deferred<Response>();
    mockApi({ [REPORT]: () => answer.promise });
    const { show } = setup();
    await show();
    expect(await screen.findByText('Loading the committee report')).toBeVisible();
    answer.resolve(
      json(
        200,
        report({
          totalReceipts: 0,
          contributionCount: 0,
          itemizedTotal: 0,
          itemizedCount: 0,
          unitemizedTotal: 0,
          unitemizedCount: 0,
          contributorCount: 0,
          refundedTotal: 0,
          refundedCount: 0,
        }),
      ),
    );
    expect(await screen.findByText('No contributions in this range')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows the server's refusal and retries", async () => {
    let calls = 0;
    mockApi({
      [REPORT]: () => {
        calls += 1;
        return calls === 1
          ? failure(
              403,
              'Forbidden',
              "Only the candidate or support can read the candidate's committee report",
            )
          : json(200, report());
      },
    });
    const { user, show } = setup();
    await show();
    expect(
      await screen.findByText(
        "Only the candidate or support can read the candidate's committee report",
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Retry|Try again/ }));
    await waitFor(() => expect(screen.getByRole('table')).toBeVisible());
  });
});

describe('defaultReportRange', () => {
  it('is the year to date, in UTC days', () => {
    expect(defaultReportRange(new Date('2027-03-05T23:30:00Z'))).toEqual({
      from: '2027-01-01',
      to: '2027-03-05',
    });
  });
});
