import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { DONOR_DETAILS_USED_MESSAGE } from 'shared-api/contracts';
import { json, mockApi, renderWithProviders } from 'shared-config/testing';
import DonationDetailsScreen from './donation-details-screen';

// The page a best-efforts follow-up mail opens (docs/donation-rules.md): the shared schema
// checks the form before anything is sent, the token goes in the POST with the answer, and a
// spent or expired link shows the server's own sentence.

const TOKEN = 't'.repeat(43);
const COMPLETE = 'POST /api/donations/donor-details';

function renderPage(token = TOKEN) {
  return renderWithProviders(
    <Routes>
      <Route path="/donation-details" element={<DonationDetailsScreen />} />
    </Routes>,
    { path: `/donation-details?token=${token}` },
  );
}

describe('/donation-details', () => {
  it('asks for both fields with the shared schema before sending anything', async () => {
    const api = mockApi({ [COMPLETE]: () => json(200, { reference: 'x', candidateName: 'x' }) });
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByRole('textbox', { name: 'Employer' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Save employer and occupation' }));
    expect(await screen.findByText('Employer is required')).toBeVisible();
    expect(screen.getByText('Occupation is required')).toBeVisible();
    expect(api.calls(COMPLETE)).toHaveLength(0);
  });

  it('sends the token with the answer and thanks the donor', async () => {
    const api = mockApi({
      [COMPLETE]: () => json(200, { reference: 'PAID-000042', candidateName: 'Jane Smith' }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByRole('textbox', { name: 'Employer' }), ' Acme Corp ');
    await user.type(screen.getByRole('textbox', { name: 'Occupation' }), 'Engineer');
    await user.click(screen.getByRole('button', { name: 'Save employer and occupation' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you. Your gift PAID-000042 to Jane Smith now carries your employer and occupation.',
    );
    expect(api.calls(COMPLETE).map((call) => call.body)).toEqual([
      { token: TOKEN, employer: 'Acme Corp', occupation: 'Engineer' },
    ]);
  });

  it("shows the server's sentence for a link already used", async () => {
    mockApi({
      [COMPLETE]: () =>
        json(409, {
          message: DONOR_DETAILS_USED_MESSAGE,
          errors: { token: DONOR_DETAILS_USED_MESSAGE },
        }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByRole('textbox', { name: 'Employer' }), 'Acme Corp');
    await user.type(screen.getByRole('textbox', { name: 'Occupation' }), 'Engineer');
    await user.click(screen.getByRole('button', { name: 'Save employer and occupation' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(DONOR_DETAILS_USED_MESSAGE);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
