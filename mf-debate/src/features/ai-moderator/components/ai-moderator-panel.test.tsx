import { act, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { AI_INSIGHT_MS, AI_INSIGHTS_KEPT, ANALYTICS_TICK_MS } from 'shared-api';
import { renderWithProviders } from 'shared-config/testing';
import { CASEY, DANIEL } from '../../../testing/debate-fixtures';
import { mulberry32, RandomProvider } from '../../simulation';
import { AiModeratorPanel } from './ai-moderator-panel';

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') });
});

afterEach(() => {
  jest.useRealTimers();
});

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

function renderPanel({
  isLive = true,
  activeSpeaker = 1,
  seed = 1,
}: { isLive?: boolean; activeSpeaker?: 1 | 2; seed?: number } = {}) {
  const random = mulberry32(seed);
  const control: { set?: (live: boolean, speaker: 1 | 2) => void } = {};
  // Holds the props in state, so a test can change them under the providers.
  function Harness() {
    const [props, setProps] = useState({ live: isLive, speaker: activeSpeaker });
    control.set = (live, speaker) => setProps({ live, speaker });
    return (
      <RandomProvider random={random}>
        <AiModeratorPanel
          candidates={[CASEY, DANIEL]}
          activeSpeaker={props.speaker}
          isLive={props.live}
        />
      </RandomProvider>
    );
  }
  const view = renderWithProviders(<Harness />);
  return {
    ...view,
    setProps: (live: boolean, speaker: 1 | 2) => act(() => control.set?.(live, speaker)),
  };
}

const insightItems = () =>
  within(screen.getByRole('region', { name: 'Insights' })).queryAllByRole('listitem');

function figure(name: string, label: string): string {
  const item = within(screen.getByRole('region', { name: 'Candidate Analytics' })).getByRole(
    'listitem',
    { name },
  );
  return (within(item).getByText(label).nextSibling as HTMLElement).textContent ?? '';
}

describe('AiModeratorPanel (simulated)', () => {
  it('starts with the spec’s analytics, the topics and the suggested topics', () => {
    renderPanel();
    expect(figure('Casey Morales', 'Sentiment')).toBe('75%');
    expect(figure('Casey Morales', 'Factual accuracy')).toBe('88%');
    expect(figure('Casey Morales', 'Engagement')).toBe('82%');
    expect(figure('Daniel Whitaker', 'Sentiment')).toBe('68%');
    expect(figure('Daniel Whitaker', 'Factual accuracy')).toBe('92%');
    expect(figure('Daniel Whitaker', 'Engagement')).toBe('78%');
    expect(figure('Casey Morales', 'Speaking time')).toBe('0:00');
    expect(figure('Casey Morales', 'Interruptions')).toBe('0');

    const topics = screen.getByRole('region', { name: 'Topics' });
    expect(
      within(topics)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Healthcare', 'Economy', 'Education']);
    const suggested = screen.getByRole('region', { name: 'Suggested Topics' });
    expect(
      within(suggested)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Climate Change', 'Infrastructure', 'Immigration']);
  });

  it('adds an insight every 8 s while live, newest first, with type, severity and time', () => {
    renderPanel();
    expect(insightItems()).toHaveLength(0);
    advance(AI_INSIGHT_MS - 1);
    expect(insightItems()).toHaveLength(0);
    advance(1);
    expect(insightItems()).toHaveLength(1);
    const first = insightItems()[0];
    expect(first.dataset.insightType).toMatch(
      /^(factCheck|sentiment|timeAlert|topicSuggestion|audienceEngagement)$/,
    );
    expect(within(first).getByText(/^(info|warning|success)$/)).toBeInTheDocument();
    expect(first.querySelector('time')).toHaveAttribute('dateTime', '2026-03-01T12:00:08.000Z');

    advance(AI_INSIGHT_MS);
    expect(insightItems()).toHaveLength(2);
    expect(insightItems()[0].querySelector('time')).toHaveAttribute(
      'dateTime',
      '2026-03-01T12:00:16.000Z',
    );
  });

  it('keeps only the newest 10 insights', () => {
    renderPanel();
    advance(AI_INSIGHT_MS * 13);
    const items = insightItems();
    expect(items).toHaveLength(AI_INSIGHTS_KEPT);
    expect(items[0].querySelector('time')).toHaveAttribute(
      'dateTime',
      new Date(Date.parse('2026-03-01T12:00:00Z') + AI_INSIGHT_MS * 13).toISOString(),
    );
    expect(items[9].querySelector('time')).toHaveAttribute(
      'dateTime',
      new Date(Date.parse('2026-03-01T12:00:00Z') + AI_INSIGHT_MS * 4).toISOString(),
    );
  });

  it("updates only the active speaker's analytics, once a second", () => {
    const { setProps } = renderPanel();
    advance(ANALYTICS_TICK_MS - 1);
    expect(figure('Casey Morales', 'Speaking time')).toBe('0:00');
    advance(1);
    expect(figure('Casey Morales', 'Speaking time')).toBe('0:01');
    advance(ANALYTICS_TICK_MS * 9);
    expect(figure('Casey Morales', 'Speaking time')).toBe('0:10');
    expect(figure('Daniel Whitaker', 'Speaking time')).toBe('0:00');
    expect(figure('Daniel Whitaker', 'Sentiment')).toBe('68%');

    setProps(true, 2);
    advance(ANALYTICS_TICK_MS * 3);
    expect(figure('Daniel Whitaker', 'Speaking time')).toBe('0:03');
    expect(figure('Casey Morales', 'Speaking time')).toBe('0:10');
  });

  it('stands still while the debate is not live', () => {
    const { setProps } = renderPanel({ isLive: false });
    expect(screen.getByText('Insights appear while the debate is live.')).toBeInTheDocument();
    advance(AI_INSIGHT_MS * 5);
    expect(insightItems()).toHaveLength(0);
    expect(figure('Casey Morales', 'Speaking time')).toBe('0:00');
    expect(figure('Casey Morales', 'Sentiment')).toBe('75%');

    setProps(true, 1);
    advance(AI_INSIGHT_MS);
    expect(insightItems()).toHaveLength(1);
  });

  it('tells the same debate under the same seed', () => {
    const transcript = () => {
      const view = renderPanel({ seed: 42 });
      advance(AI_INSIGHT_MS * 6);
      // Messages and types, not times: the fake clock runs on between the two debates.
      const messages = insightItems().map((li) => [
        li.dataset.insightType,
        li.querySelector('p')?.textContent,
      ]);
      const sentiment = figure('Casey Morales', 'Sentiment');
      view.unmount();
      return { messages, sentiment };
    };
    const first = transcript();
    expect(first.messages).toHaveLength(6);
    expect(transcript()).toEqual(first);
  });
});
