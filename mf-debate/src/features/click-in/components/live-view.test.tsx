import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared-config/testing';
import { useClickInVideo, type ClickInVideo } from '../hooks/use-click-in-video';
import { LiveView } from './live-view';

// The live view publishes the candidate's camera through useClickInVideo (its own test covers
// the publication): here, what the view asks of it and shows of it.

jest.mock('../hooks/use-click-in-video', () => ({ useClickInVideo: jest.fn() }));
const useClickInVideoMock = jest.mocked(useClickInVideo);

const quiet: ClickInVideo = { stream: null, publish: 'live', note: null };

function renderLiveView(video: ClickInVideo = quiet) {
  useClickInVideoMock.mockReturnValue(video);
  const onEnd = jest.fn();
  renderWithProviders(
    <LiveView stateCode="CA" durationSeconds={60} remainingSeconds={42} onEnd={onEnd} />,
  );
  return { onEnd, user: userEvent.setup() };
}

const lastCall = () => useClickInVideoMock.mock.calls.at(-1)?.[0];

beforeEach(() => jest.clearAllMocks());

describe('LiveView', () => {
  it("publishes the candidate's camera and microphone to the stage for this click-in", () => {
    renderLiveView();
    expect(lastCall()).toEqual({ stateCode: 'CA', micOn: true, cameraOn: true });
    expect(screen.getByRole('timer')).toHaveTextContent('0:42');
  });

  it('mutes the microphone and stops the camera with the toggles', async () => {
    const { user } = renderLiveView();
    await user.click(screen.getByRole('button', { name: 'Microphone' }));
    expect(lastCall()).toMatchObject({ micOn: false, cameraOn: true });
    await user.click(screen.getByRole('button', { name: 'Camera' }));
    expect(lastCall()).toMatchObject({ micOn: false, cameraOn: false });
    expect(screen.getByRole('button', { name: 'Camera' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(screen.getByRole('button', { name: 'Camera' }));
    expect(lastCall()).toMatchObject({ cameraOn: true });
  });

  it("shows the candidate's own camera while it is captured", () => {
    renderLiveView({ ...quiet, stream: {} as MediaStream });
    expect(screen.getByLabelText('Your camera')).toBeInTheDocument();
  });

  it('says in one line why viewers do not see the camera; the click-in goes on', async () => {
    const note = 'Live video is unavailable right now: your click-in goes on without your camera.';
    const { onEnd, user } = renderLiveView({ stream: null, publish: 'unavailable', note });
    expect(screen.getByRole('status')).toHaveTextContent(note);
    expect(screen.queryByLabelText('Your camera')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'End Speaking Time' }));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
