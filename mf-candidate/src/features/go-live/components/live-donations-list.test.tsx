import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failure, json, mockApi, renderWithProviders } from 'shared-config/testing';
import { donation } from '../../../testing/stream-fixtures';
import { entryAnimationDelay, LiveDonationsList } from './live-donations-list';

const DONATIONS = 'GET /api/stream/candidate/7/donations';

/** The CSS styled-components injected into the page (jsdom keeps it as text). */
const injectedCss = () =>
  Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent ?? '')
    .join('\n');

/** The element's own styled-components class: the last one it has. */
const styledClass = (element: Element) => Array.from(element.classList).at(-1) ?? '';

describe('entryAnimationDelay', () => {
  it.each([
    [0, '0s'],
    [1, '0.1s'],
    [2, '0.2s'],
    [7, '0.7s'],
  ])('delays entry %p by %p (0.1 s per item)', (index, delay) => {
    expect(entryAnimationDelay(index)).toBe(delay);
  });
});

describe('LiveDonationsList', () => {
  it("asks the server for the live stream's own gifts (the server filters by the stream)", async () => {
    const api = mockApi({ [DONATIONS]: () => json(200, [donation(1)]) });
    renderWithProviders(<LiveDonationsList candidateId={7} />);
    expect(await screen.findByText('Donor 1')).toBeVisible();
    expect(api.requests.map((request) => request.url)).toEqual([
      '/api/stream/candidate/7/donations',
    ]);
  });

  it('scrolls in a box of its own height, reachable and named for the keyboard', async () => {
    mockApi({ [DONATIONS]: () => json(200, [donation(2), donation(1)]) });
    renderWithProviders(<LiveDonationsList candidateId={7} />);
    const list = await screen.findByRole('list', { name: 'Recent donations' });
    expect(list).toHaveAttribute('tabindex', '0');
    const rule = new RegExp(`\\.${styledClass(list)}\\{([^}]*)\\}`).exec(injectedCss())?.[1];
    expect(rule).toContain('max-height:24rem;');
    expect(rule).toContain('overflow-y:auto;');
  });

  it("says 'No donations yet' when there are none", async () => {
    mockApi({ [DONATIONS]: () => json(200, []) });
    renderWithProviders(<LiveDonationsList candidateId={7} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading donations...');
    expect(await screen.findByText('No donations yet')).toBeVisible();
  });

  it('animates each entry in after the one above, and not at all for reduced motion', async () => {
    mockApi({ [DONATIONS]: () => json(200, [donation(3), donation(2), donation(1)]) });
    renderWithProviders(<LiveDonationsList candidateId={7} />);
    const entries = await screen.findAllByRole('listitem');
    expect(entries.map((entry) => entry.style.animationDelay)).toEqual(['0s', '0.1s', '0.2s']);
    const name = styledClass(entries[0]);
    const css = injectedCss();
    expect(css).toMatch(new RegExp(`\\.${name}\\{[^}]*animation:\\S+ 320ms ease-out both;`));
    expect(css).toMatch(
      new RegExp(
        `@media \\(prefers-reduced-motion: ?reduce\\)\\{\\.${name}\\{animation:none;\\}\\}`,
      ),
    );
  });

  it('shows donors and messages as text, never as HTML', async () => {
    mockApi({
      [DONATIONS]: () =>
        json(200, [
          donation(1, { donorName: '<b>Ada</b>', message: '<img src=x onerror=alert(1)>' }),
        ]),
    });
    renderWithProviders(<LiveDonationsList candidateId={7} />);
    const list = await screen.findByRole('list', { name: 'Recent donations' });
    expect(within(list).getByText('<b>Ada</b>')).toBeVisible();
    expect(within(list).getByText('<img src=x onerror=alert(1)>')).toBeVisible();
    expect(list.querySelector('b, img')).toBeNull();
  });

  it('shows a failed first load with a retry', async () => {
    let fail = true;
    mockApi({
      [DONATIONS]: () => (fail ? failure(500, 'Internal Server Error') : json(200, [donation(1)])),
    });
    renderWithProviders(<LiveDonationsList candidateId={7} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load donations');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Donor 1')).toBeVisible();
  });
});
