import { act, fireEvent, screen, within } from '@testing-library/react';
import type { CandidateCheck } from 'shared-api';
import { failure, json, mockApi, renderWithProviders } from 'shared-config/testing';
import {
  CASEY,
  DANIEL,
  VISITOR_CHECK,
  candidateCheck,
  channel,
  candidate,
  stubMediaPlayback,
} from '../../../testing/debate-fixtures';
import { mulberry32, RandomProvider } from '../../simulation';
import type { DebatePair } from '../speaker';
import { useOnStage } from '../hooks/use-on-stage';
import { DebateStage, type StageSnapshot } from './debate-stage';

const PAIR: DebatePair = [CASEY, DANIEL];

// hls.js needs MediaSource, which jsdom lacks: a video that says it plays, 3 s behind live.
jest.mock('shared-ui/hls-video', () => {
  const { useEffect } = jest.requireActual<typeof import('react')>('react');
  return {
    HlsVideo: function MockHlsVideo({
      src,
      onLatency,
      'aria-label': label,
    }: {
      src: string;
      onLatency: (seconds: number) => void;
      'aria-label': string;
    }) {
      useEffect(() => onLatency(3), [onLatency]);
      return <video data-src={src} aria-label={label} />;
    },
  };
});

/** The server says the stage is crowded and its picture of these cameras is being written. */
function mockCrowdedStage(cameras: number[] = [CASEY.id]) {
  return mockApi({
    'GET /api/media/hls': () =>
      json(200, {
        playlist: '/hls/debate-CA/index.m3u8',
        cameras,
        crowded: true,
        starting: false,
        possible: true,
      }),
  });
}

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function advance(ms: number) {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

function renderStage({
  check = VISITOR_CHECK,
  isLive = true,
  streamUrl = null,
}: { check?: CandidateCheck | undefined; isLive?: boolean; streamUrl?: string | null } = {}) {
  const media = stubMediaPlayback();
  const snapshots: StageSnapshot[] = [];
  const liveChanges: boolean[] = [];
  const view = renderWithProviders(
    <RandomProvider random={mulberry32(1)}>
      <DebateStage
        title="California Debate Tournament"
        stateCode="CA"
        round={1}
        totalRounds={3}
        channel={channel({ isLive, streamUrl })}
        pair={PAIR}
        check={check}
        renderAiPanel={(snapshot) => {
          snapshots.push(snapshot);
          return <p>AI panel slot</p>;
        }}
        clickInSlot={<p>Click-in slot</p>}
        chatSlot={<p>Chat slot</p>}
        onLiveChange={(live) => liveChanges.push(live)}
      />
    </RandomProvider>,
  );
  return { ...view, media, snapshots, liveChanges };
}

const card = (name: string) => screen.getByRole('article', { name });

/** The CSS styled-components injected into the page (jsdom keeps it as text). */
const injectedCss = () =>
  Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent ?? '')
    .join('\n');

/** The `order` an element (or its nearest ancestor with one) takes in one column. */
function oneColumnOrder(element: Element): number | undefined {
  const css = injectedCss();
  for (let node: Element | null = element; node; node = node.parentElement) {
    for (const name of Array.from(node.classList)) {
      const rule = new RegExp(`@media \\(max-width: ?768px\\)\\{\\.${name}\\{order:(\\d+);\\}\\}`);
      const match = rule.exec(css);
      if (match) return Number(match[1]);
    }
  }
  return undefined;
}
const timer = () => screen.getByRole('timer', { name: 'Elapsed time' });

describe('DebateStage', () => {
  it("heads the stage with round 1 of 3 and the quality; name, LIVE and viewers are the page header's", () => {
    const { liveChanges } = renderStage();
    const stage = screen.getByRole('region', { name: 'California Debate Tournament' });
    expect(within(stage).getByRole('heading', { level: 2 })).toHaveTextContent('Round 1 of 3');
    expect(within(stage).getByText('Stream quality:').parentElement).toHaveTextContent(
      'Stream quality: excellent',
    );
    expect(within(stage).queryByText('California Debate Tournament')).not.toBeInTheDocument();
    expect(within(stage).queryByText('LIVE')).not.toBeInTheDocument();
    expect(within(stage).queryByText(/viewers?$/)).not.toBeInTheDocument();
    expect(liveChanges).toEqual([true]);
  });

  it('tells the page it is not live while the channel is not live and nobody went live', () => {
    const { liveChanges } = renderStage({ isLive: false });
    expect(liveChanges).toEqual([false]);
  });

  it('shows both candidates: badge, party, name, position, deltas and SPEAKING on candidate 1', () => {
    renderStage();
    const casey = card('Casey Morales');
    expect(within(casey).getByText('CANDIDATE 1')).toBeInTheDocument();
    expect(within(casey).getByText('Democratic')).toBeInTheDocument();
    expect(within(casey).getByText('Governor')).toBeInTheDocument();
    expect(within(casey).getByText('+12%')).toBeInTheDocument();
    expect(within(casey).getByText('SPEAKING')).toBeInTheDocument();
    const daniel = card('Daniel Whitaker');
    expect(within(daniel).getByText('CANDIDATE 2')).toBeInTheDocument();
    expect(within(daniel).getByText('Republican')).toBeInTheDocument();
    expect(within(daniel).getByText('+8%')).toBeInTheDocument();
    expect(within(daniel).queryByText('SPEAKING')).not.toBeInTheDocument();
  });

  it("shows each candidate's photo, or their initials, beside their name (decorative)", () => {
    stubMediaPlayback();
    renderWithProviders(
      <RandomProvider random={mulberry32(1)}>
        <DebateStage
          title="T"
          stateCode="CA"
          round={1}
          totalRounds={3}
          channel={channel()}
          pair={[
            { ...CASEY, avatar: '/files/uploads/casey.png' },
            { ...DANIEL, avatar: null },
          ]}
          check={undefined}
          renderAiPanel={() => null}
        />
      </RandomProvider>,
    );
    const photo = card('Casey Morales').querySelector('img');
    expect(photo).toHaveAttribute('src', '/files/uploads/casey.png');
    expect(photo).toHaveAttribute('alt', '');
    expect(within(card('Daniel Whitaker')).getByText('DW')).toHaveAttribute('aria-hidden', 'true');
  });

  it('leaves the party out when a candidate has none', () => {
    stubMediaPlayback();
    renderWithProviders(
      <RandomProvider random={mulberry32(1)}>
        <DebateStage
          title="T"
          stateCode="CA"
          round={1}
          totalRounds={3}
          channel={channel()}
          pair={[candidate(1, { name: 'No Party' }), DANIEL]}
          check={undefined}
          renderAiPanel={() => null}
        />
      </RandomProvider>,
    );
    const badges = within(card('No Party')).getByText('CANDIDATE 1').parentElement as HTMLElement;
    expect([...badges.children].map((badge) => badge.textContent)).toEqual([
      'CANDIDATE 1',
      'SPEAKING',
    ]);
  });

  it('counts mm:ss and the speaker’s time each second while playing, and stops on pause', () => {
    const { media } = renderStage();
    expect(timer()).toHaveTextContent('00:00');
    expect(media.play).toHaveBeenCalledTimes(1);
    advance(65_000);
    expect(timer()).toHaveTextContent('01:05');
    const caseyTime = screen.getByRole('progressbar', { name: 'Casey Morales speaking time' });
    expect(caseyTime).toHaveAttribute('aria-valuetext', '1:05, 100% of the debate');

    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    expect(media.pause).toHaveBeenCalled();
    advance(30_000);
    expect(timer()).toHaveTextContent('01:05');
    expect(screen.getByRole('button', { name: 'Play' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    expect(media.play).toHaveBeenCalledTimes(2);
    advance(2_000);
    expect(timer()).toHaveTextContent('01:07');
  });

  it("'Switch Speaker' moves SPEAKING and the clock to the other candidate", () => {
    renderStage();
    advance(3_000);
    fireEvent.click(screen.getByRole('button', { name: 'Switch Speaker' }));
    expect(within(card('Daniel Whitaker')).getByText('SPEAKING')).toBeInTheDocument();
    expect(within(card('Casey Morales')).queryByText('SPEAKING')).not.toBeInTheDocument();
    advance(1_000);
    const metrics = screen.getByRole('region', { name: 'Live Debate Metrics' });
    expect(within(metrics).getByText('Casey Morales speaking time').nextSibling).toHaveTextContent(
      '75%',
    );
    expect(
      within(metrics).getByText('Daniel Whitaker speaking time').nextSibling,
    ).toHaveTextContent('25%');
  });

  it('counts likes and hearts per candidate and in the metrics, each floating for 3 s', () => {
    const { container } = renderStage();
    const like = within(card('Casey Morales')).getByRole('button', { name: /^Like Casey Morales/ });
    fireEvent.click(like);
    fireEvent.click(like);
    fireEvent.click(
      within(card('Daniel Whitaker')).getByRole('button', { name: /^Heart Daniel Whitaker/ }),
    );
    expect(like).toHaveTextContent('2');
    const metrics = screen.getByRole('region', { name: 'Live Debate Metrics' });
    expect(within(metrics).getByText('Total likes').nextSibling).toHaveTextContent('2');
    expect(within(metrics).getByText('Total hearts').nextSibling).toHaveTextContent('1');

    expect(container.querySelectorAll('[data-reaction="like"]')).toHaveLength(2);
    expect(container.querySelectorAll('[data-reaction="heart"]')).toHaveLength(1);
    advance(3_000);
    expect(container.querySelectorAll('[data-reaction]')).toHaveLength(0);
  });

  it('floats fire and star 10 to 90 percent across and removes them after 3 s', () => {
    const { container } = renderStage();
    fireEvent.click(screen.getByRole('button', { name: 'Send fire' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send star' }));
    const floating = [...container.querySelectorAll<HTMLElement>('[data-reaction]')];
    expect(floating.map((el) => el.dataset.reaction)).toEqual(['fire', 'star']);
    for (const el of floating) {
      const left = Number.parseFloat(el.style.left);
      expect(left).toBeGreaterThanOrEqual(10);
      expect(left).toBeLessThanOrEqual(90);
    }
    advance(2_999);
    expect(container.querySelectorAll('[data-reaction]')).toHaveLength(2);
    advance(1);
    expect(container.querySelectorAll('[data-reaction]')).toHaveLength(0);
  });

  it('mutes and unmutes the video', () => {
    const { container } = renderStage();
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(video.muted).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Mute' }));
    expect(video.muted).toBe(true);
  });

  it('plays the channel stream when it has one and falls back to the loop when it fails', () => {
    const { container } = renderStage({ streamUrl: 'https://video.example/ca.mp4' });
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video.getAttribute('src')).toBe('https://video.example/ca.mp4');
    fireEvent.error(video);
    expect(video.getAttribute('src')).not.toBe('https://video.example/ca.mp4');
    expect(screen.getByText('Stream quality:').parentElement).toHaveTextContent('poor');
    fireEvent.playing(video);
    expect(screen.getByText('Stream quality:').parentElement).toHaveTextContent('excellent');
    fireEvent.waiting(video);
    expect(screen.getByText('Stream quality:').parentElement).toHaveTextContent('good');
  });

  it("lets the scheduled candidate go live and end it: '{name} is LIVE'", () => {
    const { snapshots, liveChanges } = renderStage({
      check: candidateCheck(DANIEL),
      isLive: false,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Go Live as Daniel Whitaker' }));
    expect(screen.getByText('Daniel Whitaker is LIVE')).toBeInTheDocument();
    expect(screen.getByText('Presidential Debate in Progress')).toBeInTheDocument();
    expect(within(card('Daniel Whitaker')).getByText('SPEAKING')).toBeInTheDocument();
    expect(snapshots.at(-1)).toEqual({ activeSpeaker: 2, isLive: true });
    expect(liveChanges).toEqual([false, true]);

    fireEvent.click(screen.getByRole('button', { name: 'End Live Stream' }));
    expect(screen.queryByText('Daniel Whitaker is LIVE')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go Live as Daniel Whitaker' })).toBeInTheDocument();
    expect(snapshots.at(-1)).toEqual({ activeSpeaker: 2, isLive: false });
    expect(liveChanges).toEqual([false, true, false]);
  });

  it('says so on the stage when the server has no live video', async () => {
    mockApi({
      'POST /api/media/watch': () =>
        failure(502, 'Bad Gateway', 'Live video is unavailable on this server right now'),
    });
    renderStage({ isLive: false });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Live video is unavailable right now.',
    );
  });

  it("shows a crowd the server's one picture by HLS, who is live in it, and how far behind", async () => {
    const api = mockCrowdedStage();
    renderStage({ isLive: false });
    const picture = await screen.findByLabelText('The debate live video');
    expect(picture).toHaveAttribute('data-src', '/hls/debate-CA/index.m3u8');
    expect(await screen.findByText('Casey Morales is LIVE')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Live (HLS, about 3 s behind)');
    // Named over the picture, where the camera is.
    expect(within(picture.parentElement!).getByText('Casey Morales')).toBeInTheDocument();
    // It started on WebRTC, as every viewer does, and asked the server to make the HLS.
    expect(api.calls('POST /api/media/watch')).toHaveLength(1);
    expect(api.calls('GET /api/media/hls').at(-1)?.url).toContain('want=hls');
  });

  it('names each camera of the HLS picture in its place, in the order the server says', async () => {
    // The server stacks them by candidate id; the page follows its word, whatever it is.
    mockCrowdedStage([DANIEL.id, 301, CASEY.id]);
    renderStage({ isLive: false });
    const picture = await screen.findByLabelText('The debate live video');
    const names = within(picture.parentElement!);
    await screen.findAllByText('Daniel Whitaker');
    expect(
      names.getAllByText(/^(Casey Morales|Daniel Whitaker|Click-in.*)$/).map((n) => n.textContent),
    ).toEqual(['Daniel Whitaker', 'Click-in', 'Casey Morales']);
  });

  it('keeps a scheduled debater on WebRTC, never asking about HLS, however crowded', async () => {
    const api = mockCrowdedStage();
    renderStage({ check: candidateCheck(CASEY), isLive: false });
    await act(async () => {
      jest.advanceTimersByTime(10_000);
    });
    expect(api.calls('GET /api/media/hls')).toHaveLength(0);
    expect(screen.queryByLabelText('The debate live video')).not.toBeInTheDocument();
  });

  it('keeps a candidate clicking in from this page on WebRTC while their click-in is live', async () => {
    const api = mockCrowdedStage();
    function ClickingIn() {
      useOnStage('CA', true);
      return null;
    }
    renderWithProviders(<ClickingIn />);
    renderStage({ isLive: false });
    await act(async () => {
      jest.advanceTimersByTime(10_000);
    });
    expect(api.calls('GET /api/media/hls')).toHaveLength(0);
    expect(screen.queryByLabelText('The debate live video')).not.toBeInTheDocument();
  });

  it('tells an unscheduled candidate and a viewer what they get, with no go-live button', () => {
    const { unmount } = renderStage({ check: candidateCheck(candidate(77)) });
    expect(screen.getByText('You are not scheduled for this debate')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Go Live as/ })).not.toBeInTheDocument();
    unmount();
    renderStage({ check: VISITOR_CHECK });
    expect(screen.getByText('Live stream will appear here')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Go Live as/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End Live Stream' })).not.toBeInTheDocument();
  });

  it('in one column (a phone) puts the video first, then the chat and its toggle, then the panels', () => {
    const { container } = renderStage();
    const orders = [
      container.querySelector('video'),
      screen.getByText('Chat slot'),
      screen.getByRole('button', { name: 'Show/Hide Chat' }),
      card('Casey Morales'),
      screen.getByRole('region', { name: 'Live Debate Metrics' }),
      screen.getByText('AI panel slot'),
      screen.getByText('Click-in slot'),
    ].map((element) => (element ? oneColumnOrder(element) : undefined));
    expect(orders).toEqual([1, 2, 3, 4, 5, 6, 7]);
    // The columns give their slots to the one-column grid; two columns stay as they were.
    const sidebar = screen.getByRole('complementary', { name: 'Debate sidebar' });
    const sidebarClass = Array.from(sidebar.classList).at(-1) ?? '';
    expect(injectedCss()).toMatch(
      new RegExp(`@media \\(max-width: ?768px\\)\\{\\.${sidebarClass}\\{display:contents;\\}\\}`),
    );
  });

  it("puts the AI panel, click-in and chat in the sidebar; 'Show/Hide Chat' toggles the chat", () => {
    renderStage();
    const sidebar = screen.getByRole('complementary', { name: 'Debate sidebar' });
    expect(within(sidebar).getByText('AI panel slot')).toBeInTheDocument();
    expect(within(sidebar).getByText('Click-in slot')).toBeInTheDocument();
    const toggle = within(sidebar).getByRole('button', { name: 'Show/Hide Chat' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(sidebar).getByText('Chat slot')).toBeVisible();

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(sidebar).queryByText('Chat slot')).not.toBeInTheDocument();
    fireEvent.click(toggle);
    expect(within(sidebar).getByText('Chat slot')).toBeVisible();
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toContainElement(
      within(sidebar).getByText('Chat slot'),
    );
  });
});
