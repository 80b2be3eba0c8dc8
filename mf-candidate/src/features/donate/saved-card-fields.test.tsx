import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import type { DonationFormData, DonationFormValues } from 'shared-api';
import { renderWithProviders } from 'shared-config/testing';
import { allowanceFixture, GENERAL, PRIMARY } from '../../testing/election-fixtures';
import { donationElections, type DonationElections } from './donation-elections';
import { SavedCardFields } from './saved-card-fields';

// The monthly option and its statement: what the server's clock will charge through the
// chosen election's day (docs/donation-rules.md, "Monthly gifts"), and no option at all when
// no monthly charge could fall before it.

const TODAY = new Date('2026-12-02T15:00:00Z');
/**
 * An election eighteen days away, the last of its cycle: the first monthly charge (January 2)
 * falls after it (a plan runs until its chosen election's cycle's last election).
 */
const SOON = {
  ...GENERAL,
  id: 30,
  kind: 'special' as const,
  date: '2026-12-20',
  code: 'S2026',
  cycle: '2025-2026',
};

const MONTHLY = 'Give this amount every month';

/** The statement the form shows once the box is ticked. */
const statement = () => screen.getByText(/^\$25 today, then/);

function Harness({ elections, amount = 25 }: { elections: DonationElections; amount?: number }) {
  const form = useForm<DonationFormValues, unknown, DonationFormData>({
    defaultValues: { amount, saveCard: true, recurring: false },
  });
  return (
    <>
      <SavedCardFields form={form} elections={elections} today={TODAY} />
      <button type="button" onClick={() => form.setValue('electionId', SOON.id)}>
        Choose the special election
      </button>
      <output aria-label="recurring">{String(form.watch('recurring'))}</output>
    </>
  );
}

function allowanceOf(...elections: (typeof GENERAL)[]) {
  return donationElections({ elections: [] }, allowanceFixture(elections));
}

describe('SavedCardFields: the monthly gift', () => {
  it("states every charge the clock makes until the chosen election's day, and their total", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness elections={allowanceOf(GENERAL)} />);
    await user.click(screen.getByRole('checkbox', { name: MONTHLY }));
    // December 2, 2026 and the 2nd of each month through November 2, 2028: 24 gifts.
    expect(statement()).toHaveTextContent(
      '$25 today, then $25 every month. Next charge: January 2, 2027. Total until the election on November 7, 2028: $600 (24 gifts). A charge that would pass the $3,500 limit for its election is not made, and the plan pauses there.',
    );
  });

  it('counts only the charges the room left in the election allows', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Harness elections={allowanceOf({ ...GENERAL, given: 3_400, remaining: 100 })} />,
    );
    await user.click(screen.getByRole('checkbox', { name: MONTHLY }));
    expect(statement()).toHaveTextContent(
      'Total until the election on November 7, 2028: $100 (4 gifts). The charge after March 2, 2027 would pass the $3,500 limit for its election, so the plan pauses there.',
    );
  });

  it("runs a plan for the primary through its cycle's general, as the server's clock does", async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness elections={allowanceOf(PRIMARY, GENERAL)} />);
    await user.click(screen.getByRole('checkbox', { name: MONTHLY }));
    // The primary is chosen (the next): its gifts until March 7, 2028, then the general's.
    expect(statement()).toHaveTextContent(
      'Total until the election on November 7, 2028: $600 (24 gifts).',
    );
  });

  it('is not offered when no monthly charge could fall before the election', () => {
    renderWithProviders(<Harness elections={allowanceOf(SOON, GENERAL)} />);
    expect(screen.queryByRole('checkbox', { name: MONTHLY })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Monthly giving is not offered for this election: the first monthly charge, January 2, 2027, would fall after election day, December 20, 2026.',
      ),
    ).toBeVisible();
  });

  it('unticks the monthly box when the donor moves to an election it cannot reach', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness elections={allowanceOf(GENERAL, SOON)} />);
    await user.click(screen.getByRole('checkbox', { name: MONTHLY }));
    expect(screen.getByRole('status', { name: 'recurring' })).toHaveTextContent('true');
    await user.click(screen.getByRole('button', { name: 'Choose the special election' }));
    expect(screen.queryByRole('checkbox', { name: MONTHLY })).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'recurring' })).toHaveTextContent('false');
  });
});
