import { screen, within } from '@testing-library/react';
import { json, mockApi, renderWithProviders } from 'shared-config/testing';
import { candidate } from '../../../testing/fixtures';
import { PlaceCandidates } from './place-candidates';

// docs/roles.md: a candidate support has not activated yet is listed on its state,
// county or city page, marked "Pending verification"; an activated one is not marked.

describe('PlaceCandidates', () => {
  it.each([
    ['a state', 'CA', 'California'],
    ['a county', '06037', 'Los Angeles County'],
    ['a city', '0644000', 'Los Angeles'],
  ])('marks the candidates of %s pending verification, and only those', async (_, code, name) => {
    mockApi({
      [`GET /api/candidates/${code}`]: () =>
        json(200, [
          candidate(2, { name: 'Casey Morales', isActivated: true }),
          candidate(1, { name: 'Pat Pending', isActivated: false }),
        ]),
    });
    renderWithProviders(<PlaceCandidates code={code} placeName={name} />);
    const list = await screen.findByRole('list');
    const [casey, pat] = within(list).getAllByRole('listitem');
    expect(within(casey).getByRole('link', { name: 'Casey Morales' })).toBeVisible();
    expect(within(casey).queryByText('Pending verification')).not.toBeInTheDocument();
    expect(within(pat).getByRole('link', { name: 'Pat Pending' })).toHaveAttribute(
      'href',
      '/candidate/1',
    );
    expect(within(pat).getByText('Pending verification')).toBeVisible();
    expect(screen.getByText('2 candidates')).toBeInTheDocument();
  });

  it('shows each candidate with their photo, or their initials without one, beside the name', async () => {
    mockApi({
      'GET /api/candidates/CA': () =>
        json(200, [
          candidate(2, { name: 'Casey Morales', avatar: '/files/uploads/casey.png' }),
          candidate(1, { name: 'Pat Lee', avatar: null }),
        ]),
    });
    renderWithProviders(<PlaceCandidates code="CA" placeName="California" />);
    const [casey, pat] = within(await screen.findByRole('list')).getAllByRole('listitem');
    // The name beside it says whose photo it is: the picture itself is not announced.
    const photo = casey.querySelector('img');
    expect(photo).toHaveAttribute('src', '/files/uploads/casey.png');
    expect(photo).toHaveAttribute('alt', '');
    expect(within(pat).queryByRole('img')).not.toBeInTheDocument();
    expect(within(pat).getByText('PL')).toHaveAttribute('aria-hidden', 'true');
    expect(within(pat).getByRole('link', { name: 'Pat Lee' })).toBeVisible();
  });
});
