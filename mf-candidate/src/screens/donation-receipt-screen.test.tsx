import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { authUserAnswer, failure, json, mockApi, renderWithProviders } from 'shared-config/testing';
import { myDonation } from '../features/my-donations/my-donation-fixture';
import DonationReceiptScreen from './donation-receipt-screen';

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/donations/:donationId/receipt" element={<DonationReceiptScreen />} />
    </Routes>,
    { path },
  );
}

describe('DonationReceiptScreen (/donations/{id}/receipt)', () => {
  it("shows the receipt's facts, TEST MODE, and prints", async () => {
    mockApi({
      'GET /api/auth/user': authUserAnswer(),
      'GET /api/donations/12/receipt': () => json(200, myDonation()),
    });
    const print = jest.spyOn(window, 'print').mockImplementation(() => {});
    renderAt('/donations/12/receipt');
    expect(await screen.findByRole('heading', { name: 'Donation receipt' })).toBeInTheDocument();
    expect(screen.getByText('PAID-000012')).toBeInTheDocument();
    expect(screen.getByText('$25.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Casey Morales' })).toHaveAttribute(
      'href',
      '/candidate/3',
    );
    expect(screen.getByText('Succeeded')).toBeInTheDocument();
    expect(screen.getByText('General election, November 7, 2028 (G2028)')).toBeInTheDocument();
    expect(screen.getByText('TEST MODE')).toBeInTheDocument();
    expect(screen.queryByText(/was refunded/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Print receipt' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('shows the refund of a refunded gift', async () => {
    mockApi({
      'GET /api/auth/user': authUserAnswer(),
      'GET /api/donations/12/receipt': () =>
        json(
          200,
          myDonation({
            status: 'refunded',
            refundedAt: '2026-11-21T10:00:00.000Z',
            testMode: false,
          }),
        ),
    });
    renderAt('/donations/12/receipt');
    expect(await screen.findByText('Refunded', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByText('November 21, 2026 at 10:00 AM')).toBeInTheDocument();
    expect(
      screen.getByText(/This donation was refunded: the full \$25\.00 was returned/),
    ).toBeInTheDocument();
    expect(screen.queryByText('TEST MODE')).not.toBeInTheDocument();
  });

  it("says not found for a gift that is not the member's (the server's 404)", async () => {
    mockApi({
      'GET /api/auth/user': authUserAnswer(),
      'GET /api/donations/99/receipt': () => failure(404, 'Not Found', 'Donation not found'),
    });
    renderAt('/donations/99/receipt');
    expect(await screen.findByRole('heading', { name: 'Donation not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All my donations' })).toHaveAttribute(
      'href',
      '/donations',
    );
  });

  it('says not found for an id that is not one, without asking', async () => {
    const server = mockApi({ 'GET /api/auth/user': authUserAnswer() });
    renderAt('/donations/abc/receipt');
    expect(await screen.findByRole('heading', { name: 'Donation not found' })).toBeInTheDocument();
    expect(server.requests.filter((r) => r.url.includes('/receipt'))).toHaveLength(0);
  });
});
