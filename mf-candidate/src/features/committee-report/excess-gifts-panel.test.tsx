import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExcessGift } from 'shared-api';
import { failure, json, mockApi, renderWithProviders } from 'shared-config/testing';
import { ExcessGiftsPanel } from './excess-gifts-panel';

// The Excess Gifts tab: the open excess with its days left and its two actions (refund
// exactly the excess, or move it to the later election the server names), and the loading,
// empty and error states.

const LIST = 'GET /api/candidate/7/excess-gifts';
const RESOLVE = 'POST /api/candidate/7/excess-gifts/3/resolve';

function excess(overrides: Partial<ExcessGift> = {}): ExcessGift {
  return {
    id: 3,
    candidateId: 7,
    candidateName: 'Casey Morales',
    election: { id: 11, kind: 'primary', date: '2028-03-07', code: 'P2028' },
    donorName: 'Ann Donor',
    excess: 500,
    receivedAt: '2027-01-10T12:00:00.000Z',
    dueAt: '2027-03-11T12:00:00.000Z',
    daysLeft: 42,
    status: 'open',
    resolvedAt: null,
    resolvedBy: null,
    redesignatedTo: null,
    gifts: [{ id: 41, reference: 'PAID-000041', amount: 1000, excess: 500 }],
    moveTo: { id: 12, kind: 'general', date: '2028-11-07', code: 'G2028' },
    ...overrides,
  };
}

describe('ExcessGiftsPanel', () => {
  it('shows the open excess with its days left, and refunds it', async () => {
    let resolved = false;
    const api = mockApi({
      [LIST]: () => json(200, { excesses: resolved ? [] : [excess()] }),
      [RESOLVE]: () => {
        resolved = true;
        return json(200, { ...excess(), status: 'refunded' });
      },
    });
    renderWithProviders(<ExcessGiftsPanel candidateId={7} />);
    const item = await screen.findByRole('listitem', { name: 'Excess of Ann Donor' });
    expect(item).toHaveTextContent('Ann Donor: $500.00 over the P2028 limit');
    expect(item).toHaveTextContent('Gifts PAID-000041; 42 days left (due 2027-03-11)');
    await userEvent.click(within(item).getByRole('button', { name: 'Refund excess' }));
    expect(await screen.findByText('No open excess')).toBeInTheDocument();
    expect(api.calls(RESOLVE).map((call) => call.body)).toEqual([{ action: 'refund' }]);
  });

  it('moves the excess to the election the server names', async () => {
    const api = mockApi({
      [LIST]: () => json(200, { excesses: [excess()] }),
      [RESOLVE]: () => json(200, { ...excess(), status: 'redesignated' }),
    });
    renderWithProviders(<ExcessGiftsPanel candidateId={7} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Move to G2028' }));
    expect(api.calls(RESOLVE).map((call) => call.body)).toEqual([
      { action: 'redesignate', electionId: 12 },
    ]);
  });

  it('offers no move when no later election has room, and shows a refusal', async () => {
    mockApi({
      [LIST]: () => json(200, { excesses: [excess({ moveTo: null })] }),
      [RESOLVE]: () =>
        failure(409, 'Conflict', 'Excess 3 was already refunded: nothing was changed'),
    });
    renderWithProviders(<ExcessGiftsPanel candidateId={7} />);
    expect(await screen.findByText('No later election has room for it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Move to/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refund excess' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Excess 3 was already refunded: nothing was changed',
    );
  });

  it('says when there is nothing open, and when the queue cannot be read', async () => {
    mockApi({ [LIST]: () => json(200, { excesses: [excess({ status: 'refunded' })] }) });
    const { unmount } = renderWithProviders(<ExcessGiftsPanel candidateId={7} />);
    expect(screen.getByText('Loading the excess gifts')).toBeInTheDocument();
    expect(await screen.findByText('No open excess')).toBeInTheDocument();
    unmount();
    mockApi({ [LIST]: () => failure(500, 'Internal Server Error', 'Database unavailable') });
    renderWithProviders(<ExcessGiftsPanel candidateId={7} />);
    expect(await screen.findByText('Could not load the excess gifts')).toBeInTheDocument();
  });
});
