import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CandidateCheck, CandidateListItem } from 'shared-api';
import {
  candidateListItem,
  failure,
  json,
  mockApi,
  renderWithProviders,
} from 'shared-config/testing';
import { dismissToast, notify } from 'shared-ui';
import { useClickInVideo } from '../hooks/use-click-in-video';
import { ClickInPanel } from './click-in-panel';

// The camera is the live view's own test (live-view.test.tsx): here the spec's panel.
jest.mock('../hooks/use-click-in-video', () => ({ useClickInVideo: jest.fn() }));
const useClickInVideoMock = jest.mocked(useClickInVideo);

const notifyMock = jest.mocked(notify);

const onStage = [
  candidateListItem(1, { name: 'Casey Morales' }),
  candidateListItem(2, { name: 'Daniel Whitaker' }),
];
// Priya (3) is a candidate who is not on stage: the click-in is for her kind.
const asCandidate: CandidateCheck = { isCandidate: true, candidateId: 3, candidateName: 'Priya' };
const asDebater: CandidateCheck = { isCandidate: true, candidateId: 1, candidateName: 'Casey' };
const asVisitor: CandidateCheck = { isCandidate: false, candidateId: null, candidateName: null };

function setup({
  checked = asCandidate,
  candidates = onStage,
  random = () => 0.5,
}: {
  /** null: the check has not answered yet (the panel gets undefined). */
  checked?: CandidateCheck | null;
  candidates?: CandidateListItem[];
  random?: () => number;
} = {}) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const view = renderWithProviders(
    <ClickInPanel
      stateCode="CA"
      candidates={candidates}
      checkedCandidate={checked ?? undefined}
      random={random}
    />,
  );
  return {
    ...view,
    user,
    requestButton: () =>
      screen.getByRole('button', { name: /Request Speaking Time|Click-In Used/ }),
    // Async: the server's answer (a promise) settles inside it too.
    advance: (ms: number) =>
      act(async () => {
        jest.advanceTimersByTime(ms);
      }),
  };
}

const CLICK_IN = 'POST /api/media/click-ins';
const granted = (durationSeconds = 30) =>
  json(201, {
    stateCode: 'CA',
    candidateId: 3,
    durationSeconds,
    endsAt: new Date(Date.now() + durationSeconds * 1000 + 8_000).toISOString(),
  });
let api: ReturnType<typeof mockApi>;

beforeEach(() => {
  jest.useFakeTimers();
  api = mockApi({
    [CLICK_IN]: ({ body }) => granted((body as { durationSeconds: number }).durationSeconds),
  });
  jest.clearAllMocks();
  useClickInVideoMock.mockReturnValue({ stream: null, publish: 'off', note: null });
  localStorage.clear();
});

afterEach(() => {
  act(() => dismissToast());
  jest.useRealTimers();
});

const liveToast = (seconds: number) => ({
  title: "You're Live!",
  description: `You have ${seconds} seconds to share your opinion.`,
});
const timeUpToast = {
  title: "Time's Up",
  description: 'Your click-in time has ended. Thank you for participating!',
};

describe('ClickInPanel', () => {
  it('shows a loading state while the candidate check has not answered', () => {
    setup({ checked: null });
    expect(screen.getByText('Checking your candidate status')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers 30, 60 and 90 seconds, 30 by default, and the fixed waiting line', () => {
    setup();
    const group = screen.getByRole('group', { name: 'Speaking time' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['30', '60', '90']);
    expect(within(group).getByRole('radio', { name: '30 seconds' })).toBeChecked();
    expect(screen.getByText('3 candidates currently waiting')).toBeVisible();
    expect(screen.queryByText('Candidate Registration Required')).not.toBeInTheDocument();
  });

  it('waits 3 s at a random queue position from 1 to 5, then goes live with a toast', async () => {
    const { user, requestButton, advance } = setup({ random: () => 0.5 });
    await user.click(requestButton());

    const waiting = screen.getByText('Requesting Speaking Time...');
    expect(waiting).toBeVisible();
    expect(screen.getByText('#3')).toBeVisible();
    await advance(2_999);
    expect(screen.getByText('Requesting Speaking Time...')).toBeVisible();
    expect(notifyMock).not.toHaveBeenCalled();

    await advance(1);
    expect(screen.queryByText('Requesting Speaking Time...')).not.toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent('0:30');
    expect(notifyMock).toHaveBeenCalledWith(liveToast(30));
  });

  it.each([
    [0, '#1'],
    [0.999, '#5'],
  ])(
    'draws the queue position from the injected random source (%p gives %s)',
    async (value, shown) => {
      const { user, requestButton } = setup({ random: () => value });
      await user.click(requestButton());
      expect(screen.getByText(shown)).toBeVisible();
    },
  );

  it('counts the chosen duration down once a second in m:ss, with the progress bar', async () => {
    const { user, requestButton, advance } = setup();
    await user.click(screen.getByRole('radio', { name: '90 seconds' }));
    await user.click(requestButton());
    await advance(3_000);
    expect(notifyMock).toHaveBeenCalledWith(liveToast(90));

    const timer = screen.getByRole('timer');
    const bar = screen.getByRole('progressbar', { name: 'Speaking time used' });
    expect(timer).toHaveTextContent('1:30');
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '90');

    await advance(999);
    expect(timer).toHaveTextContent('1:30');
    await advance(1);
    expect(timer).toHaveTextContent('1:29');
    await advance(30_000);
    expect(timer).toHaveTextContent('0:59');
    expect(bar).toHaveAttribute('aria-valuenow', '31');
    expect(bar).toHaveAttribute('aria-valuetext', '0:59 left');
    await advance(50_000);
    expect(timer).toHaveTextContent('0:09');
  });

  it("ends at zero with 'Time's Up', then shows 'Click-In Used' (disabled) and the Used badge", async () => {
    const { user, requestButton, advance } = setup();
    await user.click(requestButton());
    await advance(3_000);
    await advance(29_000);
    expect(screen.getByRole('timer')).toHaveTextContent('0:01');
    expect(notifyMock).not.toHaveBeenCalledWith(timeUpToast);

    await advance(1_000);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(notifyMock).toHaveBeenCalledWith(timeUpToast);
    expect(requestButton()).toHaveTextContent('Click-In Used');
    expect(requestButton()).toBeDisabled();
    expect(screen.getByText('Used')).toBeVisible();
  });

  it("ends early with 'End Speaking Time'", async () => {
    const { user, requestButton, advance } = setup();
    await user.click(requestButton());
    await advance(3_000);
    await advance(5_000);
    await user.click(screen.getByRole('button', { name: 'End Speaking Time' }));
    expect(notifyMock).toHaveBeenCalledWith(timeUpToast);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(requestButton()).toBeDisabled();
    // The stopped countdown does not toast a second time later.
    await advance(60_000);
    expect(notifyMock.mock.calls.filter(([options]) => options.title === "Time's Up")).toHaveLength(
      1,
    );
  });

  it('flips the microphone and camera while live', async () => {
    const { user, requestButton, advance } = setup();
    await user.click(requestButton());
    await advance(3_000);
    const mic = screen.getByRole('button', { name: 'Microphone' });
    const camera = screen.getByRole('button', { name: 'Camera' });
    expect(mic).toHaveAttribute('aria-pressed', 'true');
    expect(camera).toHaveAttribute('aria-pressed', 'true');
    await user.click(mic);
    expect(mic).toHaveAttribute('aria-pressed', 'false');
    expect(camera).toHaveAttribute('aria-pressed', 'true');
    await user.click(camera);
    expect(camera).toHaveAttribute('aria-pressed', 'false');
    await user.click(mic);
    expect(mic).toHaveAttribute('aria-pressed', 'true');
  });

  it('remembers the used click-in after a reload, for this debate only', async () => {
    const first = setup();
    await first.user.click(first.requestButton());
    // Granted: the server holds it as used, and so does this browser.
    await first.advance(0);
    first.unmount();

    const reloaded = setup();
    expect(reloaded.requestButton()).toHaveTextContent('Click-In Used');
    expect(reloaded.requestButton()).toBeDisabled();
    expect(screen.getByText('Used')).toBeVisible();
    reloaded.unmount();

    // Another pairing on stage is another debate.
    setup({
      candidates: [
        candidateListItem(1, { name: 'Casey Morales' }),
        candidateListItem(4, { name: 'Marcus Bell' }),
      ],
    });
    expect(screen.getByRole('button', { name: 'Request Speaking Time' })).toBeEnabled();
    expect(screen.queryByText('Used')).not.toBeInTheDocument();
  });

  it("toasts 'Click-in Already Used' when another tab used it a moment before", async () => {
    const { user, requestButton } = setup();
    // Written by another tab whose storage event has not arrived yet.
    localStorage.setItem('paid:click-in-used:CA:1-2:3', new Date().toISOString());
    await user.click(requestButton());
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Click-in Already Used',
      description: 'You have already used your click-in for this debate.',
      variant: 'destructive',
    });
    expect(screen.queryByText('Requesting Speaking Time...')).not.toBeInTheDocument();
    expect(requestButton()).toBeDisabled();
  });

  it("shows 'Used' as soon as another tab's storage event says so", () => {
    const { requestButton } = setup();
    expect(requestButton()).toBeEnabled();
    localStorage.setItem('paid:click-in-used:CA:1-2:3', new Date().toISOString());
    act(() => {
      fireEvent(window, new StorageEvent('storage', { key: 'paid:click-in-used:CA:1-2:3' }));
    });
    expect(requestButton()).toHaveTextContent('Click-In Used');
  });

  it('asks the server for the chosen duration as the request is made', async () => {
    const { user, requestButton } = setup();
    await user.click(screen.getByRole('radio', { name: '60 seconds' }));
    await user.click(requestButton());
    expect(api.calls(CLICK_IN).map((call) => call.body)).toEqual([
      { stateCode: 'CA', durationSeconds: 60 },
    ]);
  });

  it("never goes live when the server answers 409: 'Click-in Already Used', then 'Click-In Used'", async () => {
    // Used in another browser: this one has no record of it, the server has.
    api = mockApi({
      [CLICK_IN]: () =>
        failure(409, 'Conflict', 'You have already used your click-in for this debate.'),
    });
    const { user, requestButton, advance } = setup();
    await user.click(requestButton());
    await advance(0);
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Click-in Already Used',
      description: 'You have already used your click-in for this debate.',
      variant: 'destructive',
    });
    expect(screen.queryByText('Requesting Speaking Time...')).not.toBeInTheDocument();
    expect(requestButton()).toHaveTextContent('Click-In Used');
    expect(requestButton()).toBeDisabled();
    expect(screen.getByText('Used')).toBeVisible();
    // Past the simulated wait: still no countdown, no "You're Live!".
    await advance(10_000);
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(notifyMock).not.toHaveBeenCalledWith(expect.objectContaining({ title: "You're Live!" }));
    expect(notifyMock).toHaveBeenCalledTimes(1);
  });

  it("toasts 'Registration Required' when the server says this is no registered candidate (403)", async () => {
    api = mockApi({
      [CLICK_IN]: () => failure(403, 'Forbidden', 'You are not a registered candidate'),
    });
    const { user, requestButton, advance } = setup();
    await user.click(requestButton());
    await advance(10_000);
    expect(notifyMock).toHaveBeenCalledWith({
      title: 'Registration Required',
      description: 'You must be a registered candidate to use the click-in feature.',
      variant: 'destructive',
    });
    expect(notifyMock).not.toHaveBeenCalledWith(expect.objectContaining({ title: "You're Live!" }));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    // Not used: nothing was recorded.
    expect(requestButton()).toHaveTextContent('Request Speaking Time');
    expect(screen.queryByText('Used')).not.toBeInTheDocument();
  });

  it('says the server did not answer, and leaves the click-in unused, on a 502', async () => {
    api = mockApi({ [CLICK_IN]: () => failure(502, 'Bad Gateway') });
    const { user, requestButton, advance } = setup();
    await user.click(requestButton());
    await advance(10_000);
    expect(notifyMock).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Click-In Failed', variant: 'destructive' }),
    );
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(requestButton()).toBeEnabled();
  });

  it('does not offer the click-in to a debater of this stage', () => {
    setup({ checked: asDebater });
    expect(screen.getByRole('note')).toHaveTextContent('You are debating on this stage');
    expect(screen.queryByRole('button', { name: /Request Speaking Time/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(api.calls(CLICK_IN)).toHaveLength(0);
  });

  it('shows a non-candidate only the way to register, no request button', () => {
    setup({ checked: asVisitor });
    expect(screen.getByText('Candidate Registration Required')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Register as Candidate' })).toHaveAttribute(
      'href',
      '/candidate-registration',
    );
    // A button that could only ever answer with an error toast is not offered.
    expect(screen.queryByRole('button', { name: /Request Speaking Time/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: '30 seconds' })).not.toBeInTheDocument();
    expect(localStorage.length).toBe(0);
  });

  it('is usable from the keyboard: choose a duration with the arrows, request with Enter', async () => {
    const { user, advance } = setup();
    await user.tab();
    expect(screen.getByRole('radio', { name: '30 seconds' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '60 seconds' })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Request Speaking Time' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await advance(3_000);
    expect(screen.getByRole('timer')).toHaveTextContent('1:00');
  });
});
