import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  authUserAnswer,
  deferred,
  failure,
  json,
  mockApi,
  renderWithProviders,
  type MockHandler,
} from 'shared-config/testing';
import { dismissToast } from 'shared-ui';
import { prepareJsdomForUppy } from '../features/photo-upload/testing/jsdom-for-uppy';
import { candidateFixture, ownCandidateFixture } from '../testing/candidate-fixture';
import CandidateScreen from './candidate-screen';

// The owner's Upload Photo dialog draws the real Uppy Dashboard.
prepareJsdomForUppy();

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/candidate/:candidateId" element={<CandidateScreen />} />
    </Routes>,
    { path },
  );
}

function api(candidate: MockHandler, { visitor = true } = {}) {
  return mockApi({
    'GET /api/auth/user': authUserAnswer(visitor ? null : undefined),
    'GET /api/candidate/7': candidate,
    'GET /api/messages/candidate/7': () => json(200, []),
  });
}

const heading = () => screen.findByRole('heading', { level: 1 });

afterEach(() => {
  act(() => dismissToast());
});

describe('CandidateScreen (/candidate/{candidateId})', () => {
  it('shows a spinner while the candidate loads', async () => {
    const answer = deferred<Response>();
    api(() => answer.promise);
    renderAt('/candidate/7');
    expect(screen.getByRole('status')).toHaveTextContent('Loading candidate');
    await act(async () => answer.resolve(json(200, candidateFixture())));
    expect(await heading()).toHaveTextContent('Casey Morales');
    expect(screen.queryByText('Loading candidate')).not.toBeInTheDocument();
  });

  it("says 'Candidate Not Found' with a way home for an absent candidate", async () => {
    api(() => failure(404, 'Not Found', 'Candidate not found'));
    renderAt('/candidate/7');
    expect(await heading()).toHaveTextContent('Candidate Not Found');
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/home');
  });

  it.each(['abc', '0', '1e3'])(
    "says 'Candidate Not Found' for /candidate/%s without asking the server",
    async (segment) => {
      const server = api(() => json(200, candidateFixture()));
      renderAt(`/candidate/${segment}`);
      expect(await heading()).toHaveTextContent('Candidate Not Found');
      expect(server.requests.filter((r) => r.url.startsWith('/api/candidate'))).toEqual([]);
    },
  );

  it('shows an error with a retry for other failures', async () => {
    const server = api(() => failure(500, 'Internal Server Error'));
    renderAt('/candidate/7');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load this candidate');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(server.calls('GET /api/candidate/7')).toHaveLength(2));
  });

  it("shows a visitor the header: photo, name, position, stars, total, activation and DONATE NOW, but no owner's tools", async () => {
    api(() => json(200, candidateFixture()));
    renderAt('/candidate/7');
    expect(await heading()).toHaveTextContent('Casey Morales');
    expect(screen.getByRole('img', { name: 'Photo of Casey Morales' })).toHaveAttribute(
      'src',
      '/files/uploads/casey.png',
    );
    expect(screen.getByText('Governor')).toBeInTheDocument();
    expect(
      screen.getByText('Next election: Primary, March 7, 2028 (date provisional)'),
    ).toBeInTheDocument();
    expect(screen.getByText(/3 Stars/)).toBeInTheDocument();
    expect(screen.getByText('$12,400.00 raised')).toBeInTheDocument();
    expect(screen.getByText('ACTIVATED')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'DONATE NOW' })).toHaveAttribute('href', '/donate/7');
    expect(screen.queryByRole('button', { name: 'Upload Photo' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'About',
      'Platform',
      'Direct Message',
    ]);
  });

  it('names no next election when the candidate has none ahead', async () => {
    api(() => json(200, candidateFixture({ nextElection: null })));
    renderAt('/candidate/7');
    expect(await heading()).toHaveTextContent('Casey Morales');
    expect(screen.queryByText(/Next election/)).not.toBeInTheDocument();
  });

  it('shows a placeholder without a photo, one star, and no ACTIVATED badge when not activated', async () => {
    api(() => json(200, candidateFixture({ profilePhotoUrl: null, stars: 1, isActivated: false })));
    renderAt('/candidate/7');
    await heading();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('CM')).toBeInTheDocument();
    expect(screen.getByText(/1 Star$/)).toBeInTheDocument();
    expect(screen.queryByText('ACTIVATED')).not.toBeInTheDocument();
    // docs/roles.md: marked as pending verification instead.
    expect(screen.getByText('Pending verification')).toBeVisible();
    // No DONATE NOW leading to a refusal: the header says when donations open.
    expect(screen.queryByRole('link', { name: 'DONATE NOW' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Donations open once our support team has verified this candidate.'),
    ).toBeVisible();
  });

  it('gives the owner Upload Photo and the Inbox tab', async () => {
    api(() => json(200, ownCandidateFixture()), { visitor: false });
    renderAt('/candidate/7');
    await heading();
    expect(screen.getByRole('button', { name: 'Upload Photo' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Inbox' })).toBeInTheDocument();
  });

  it('gives another logged-in user neither Upload Photo nor the Inbox', async () => {
    const server = api(() => json(200, candidateFixture()), { visitor: false });
    renderAt('/candidate/7');
    await heading();
    expect(screen.queryByRole('button', { name: 'Upload Photo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Inbox' })).not.toBeInTheDocument();
    expect(server.calls('GET /api/messages/candidate/7')).toHaveLength(0);
  });

  it('shows biography, experience, contact and platform', async () => {
    api(() => json(200, candidateFixture()));
    renderAt('/candidate/7');
    await heading();
    const about = screen.getByRole('tabpanel', { name: 'About' });
    expect(within(about).getByText('Teacher for twenty years.')).toBeInTheDocument();
    expect(within(about).getByText('School board, 2018-2024.')).toBeInTheDocument();
    expect(within(about).getByRole('link', { name: 'casey@paid.test' })).toHaveAttribute(
      'href',
      'mailto:casey@paid.test',
    );
    expect(within(about).getByRole('link', { name: '555-010-2000' })).toHaveAttribute(
      'href',
      'tel:5550102000',
    );
    await userEvent.click(screen.getByRole('tab', { name: 'Platform' }));
    expect(screen.getByRole('tabpanel', { name: 'Platform' })).toHaveTextContent(
      'Smaller classes.',
    );
  });

  it('falls back on every tab when the candidate wrote nothing', async () => {
    api(() =>
      json(
        200,
        candidateFixture({ bio: null, experience: '  ', email: null, phone: null, platform: '' }),
      ),
    );
    renderAt('/candidate/7');
    await heading();
    const about = screen.getByRole('tabpanel', { name: 'About' });
    expect(within(about).getByText('No biography provided yet.')).toBeInTheDocument();
    expect(within(about).getByText('No experience listed yet.')).toBeInTheDocument();
    expect(within(about).getAllByText('Not provided')).toHaveLength(2);
    await userEvent.click(screen.getByRole('tab', { name: 'Platform' }));
    expect(
      within(screen.getByRole('tabpanel', { name: 'Platform' })).getByText(
        'Platform details coming soon.',
      ),
    ).toBeInTheDocument();
  });

  it('asks a visitor to log in to send messages', async () => {
    window.history.replaceState(null, '', '/candidate/7');
    api(() => json(200, candidateFixture()));
    renderAt('/candidate/7');
    await heading();
    await userEvent.click(screen.getByRole('tab', { name: 'Direct Message' }));
    const panel = screen.getByRole('tabpanel', { name: 'Direct Message' });
    // The form's code arrives when the tab is first opened.
    expect(await within(panel).findByText('Please log in to send messages')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Log In' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2Fcandidate%2F7',
    );
    expect(within(panel).queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();
    window.history.replaceState(null, '', '/');
  });

  it('renders what candidates write as text, never as HTML', async () => {
    api(() =>
      json(200, candidateFixture({ name: '<b>Casey</b>', bio: '<img src=x onerror=alert(1)>' })),
    );
    renderAt('/candidate/7');
    expect(await heading()).toHaveTextContent('<b>Casey</b>');
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
  });

  it("opens the Upload Photo dialog with Uppy's Dashboard for the owner", async () => {
    api(() => json(200, ownCandidateFixture()), { visitor: false });
    renderAt('/candidate/7');
    await heading();
    await userEvent.click(screen.getByRole('button', { name: 'Upload Photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload Photo' });
    expect(
      await within(dialog).findByText('One image (PNG, JPEG, WebP or GIF), up to 10 MB'),
    ).toBeVisible();
    expect(dialog.querySelector('.uppy-Dashboard')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
