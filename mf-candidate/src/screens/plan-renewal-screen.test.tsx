import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { PLAN_RENEWAL_UNKNOWN_MESSAGE, PLAN_RENEWAL_USED_MESSAGE } from 'shared-api/contracts';
import { json, mockApi, renderWithProviders } from 'shared-config/testing';
import PlanRenewalScreen from './plan-renewal-screen';

// The page a monthly gift's renewal mail opens (docs/donation-rules.md "Monthly gifts"): it
// states the renewed plan as the server computed it, starts it with one Confirm, and answers a
// malformed link itself, without asking the server.

const TOKEN = 'r'.repeat(43);
const PREVIEW = 'POST /api/donations/plan-renewal';
const CONFIRM = 'POST /api/donations/plan-renewal/confirm';

const RENEWAL = {
  candidateId: 7,
  candidateName: 'Casey Morales',
  amount: 25,
  card: { brand: 'Visa', last4: '4242' },
  election: { id: 12, kind: 'general', date: '2028-11-07', code: 'G2028' },
  cycle: '2027-2028',
  firstChargeOn: '2028-08-01',
  nextChargeOn: '2028-09-01',
  gifts: 4,
  total: 100,
};

function renderPage(token = TOKEN) {
  return renderWithProviders(
    <Routes>
      <Route path="/monthly-renewal" element={<PlanRenewalScreen />} />
    </Routes>,
    { path: `/monthly-renewal?token=${token}` },
  );
}

describe('/monthly-renewal', () => {
  it('says a malformed link is not valid without asking the server', async () => {
    const api = mockApi({ [PREVIEW]: () => json(200, RENEWAL) });
    renderPage('x');
    expect(await screen.findByRole('alert')).toHaveTextContent(PLAN_RENEWAL_UNKNOWN_MESSAGE);
    expect(api.calls(PREVIEW)).toHaveLength(0);
  });

  it("states the server's plan and its total, and starts it with one Confirm", async () => {
    const api = mockApi({
      [PREVIEW]: () => json(200, RENEWAL),
      [CONFIRM]: () =>
        json(201, {
          planId: 3,
          receipt: {
            id: 99,
            reference: 'PAID-000099',
            candidateId: 7,
            candidateName: 'Casey Morales',
            amount: 25,
            donorName: 'Pat Donor',
            createdAt: '2028-08-01T10:00:00.000Z',
            testMode: true,
          },
        }),
    });
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Total until the election on November 7, 2028: $100 (4 gifts)',
    );
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/Your monthly gift is renewed/)).toBeVisible();
    expect(api.calls(CONFIRM).map((call) => call.body)).toEqual([{ token: TOKEN }]);
  });

  it("shows the server's sentence for a link already used", async () => {
    mockApi({
      [PREVIEW]: () => json(409, { message: PLAN_RENEWAL_USED_MESSAGE }),
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(PLAN_RENEWAL_USED_MESSAGE);
  });
});
