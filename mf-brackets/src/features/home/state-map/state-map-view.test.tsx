import { fireEvent, screen, within } from '@testing-library/react';
import { US_STATES } from 'shared-api';
import { renderWithProviders } from 'shared-config/testing';
import { badgeToneColors, paidTheme } from 'shared-ui';
import { competitionSummary } from '../../../testing/fixtures';
import { TILE_STATUS_TONE, tileStatus } from '../tile-status';
import shapes from './state-shapes.json';
import { StateMapView } from './state-map-view';

const SUMMARY = competitionSummary({
  CA: { totalRaised: 57_250, candidates: 8, hasEnoughCandidates: true },
  TX: { totalRaised: 16_400, candidates: 3 },
  FL: { totalRaised: 9_999, candidates: 1 },
  WA: { totalRaised: 1_500_000, candidates: 7 },
});

const mapLinks = () =>
  within(screen.getByRole('group', { name: 'Map of the states' })).queryAllByRole('link');

describe('StateMapView', () => {
  it("draws from shapes of exactly the site's 50 states (scripts/build-state-shapes.mjs)", () => {
    expect(Object.keys(shapes.states).sort()).toEqual(US_STATES.map((s) => s.code).sort());
  });

  it('draws the 50 states as links coloured and worded by the tile status', () => {
    renderWithProviders(<StateMapView shapes={shapes} shown={US_STATES} summary={SUMMARY} />, {
      path: '/home',
    });
    const links = mapLinks();
    expect(links).toHaveLength(50);
    for (const link of links) {
      const code = link.getAttribute('data-state') as (typeof US_STATES)[number]['code'];
      const status = tileStatus(SUMMARY[code]);
      expect(link).toHaveAttribute('data-status', status);
      // The status word is drawn on the state, not only its colour.
      expect(link).toHaveTextContent(`${code}${status}`);
      expect(link).toHaveAttribute('href', `/PaidState/${code}`);
    }
    // The name starts with the code drawn on the state (label in name, WCAG 2.5.3).
    expect(
      screen.getByRole('link', { name: 'California (CA): PAID, $57K raised, 8/8 candidates' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Texas \(TX\): WARM, / })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Florida \(FL\): COLD, / })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /^Ohio \(OH\): OPEN, \$0 raised, 0\/8/ }),
    ).toBeInTheDocument();
  });

  it("fills each state with its status's badge tone and writes its words in the badge's text colour", () => {
    renderWithProviders(<StateMapView shapes={shapes} shown={US_STATES} summary={SUMMARY} />, {
      path: '/home',
    });
    const fills = new Map<string, string>();
    for (const link of mapLinks()) {
      const code = link.getAttribute('data-state') as (typeof US_STATES)[number]['code'];
      const status = tileStatus(SUMMARY[code]);
      const tone = badgeToneColors(paidTheme, TILE_STATUS_TONE[status]);
      expect(link.querySelector('path')).toHaveAttribute(
        'fill',
        `color-mix(in srgb, ${tone.fill} 22%, ${paidTheme.colors.surface})`,
      );
      for (const word of link.querySelectorAll('text')) {
        expect(word).toHaveAttribute('fill', tone.text);
      }
      fills.set(status, link.querySelector('path')!.getAttribute('fill')!);
    }
    // Five statuses on the map, five different colours.
    expect(fills.size).toBe(5);
    expect(new Set(fills.values()).size).toBe(5);
  });

  it("shows the tile's card while a state is hovered or focused", () => {
    const { container } = renderWithProviders(
      <StateMapView shapes={shapes} shown={US_STATES} summary={SUMMARY} />,
      { path: '/home' },
    );
    const texas = screen.getByRole('link', { name: /^Texas \(TX\): / });
    fireEvent.focus(texas);
    const card = container.querySelector('[aria-hidden="true"] span');
    expect(card?.closest('div')).toHaveTextContent(/TXWARMTexas3\/8 candidates\$16K raised/);
    fireEvent.blur(texas);
    expect(container).not.toHaveTextContent('Texas');
    fireEvent.mouseEnter(screen.getByRole('link', { name: /^Florida \(FL\): / }));
    expect(container).toHaveTextContent(/Florida1\/8/);
  });

  it('keeps only the states the search keeps as links', () => {
    renderWithProviders(
      <StateMapView
        shapes={shapes}
        shown={US_STATES.filter((state) => state.name.includes('Carolina'))}
        summary={SUMMARY}
      />,
      { path: '/home' },
    );
    expect(mapLinks().map((link) => link.getAttribute('data-state'))).toEqual(['NC', 'SC']);
  });

  it('names every state before the summary arrives', () => {
    renderWithProviders(<StateMapView shapes={shapes} shown={US_STATES} summary={undefined} />, {
      path: '/home',
    });
    expect(screen.getByRole('link', { name: 'California (CA)' })).not.toHaveAttribute(
      'data-status',
    );
  });
});
