import { screen } from '@testing-library/react';
import { renderWithProviders } from 'shared-config/testing';
import { StageVideoNote, type StageVideoState } from './stage-video-note';

const WORKING: StageVideoState = { publish: 'off', watch: 'waiting', cameraFailed: false };

const noteFor = (state: Partial<StageVideoState>) => {
  const view = renderWithProviders(<StageVideoNote {...WORKING} {...state} />);
  const text = screen.queryByRole('status')?.textContent ?? null;
  view.unmount();
  return text;
};

describe('StageVideoNote', () => {
  it('says nothing while the video works or is only waiting for a camera', () => {
    expect(noteFor({})).toBeNull();
    expect(noteFor({ publish: 'connecting', watch: 'connecting' })).toBeNull();
    expect(noteFor({ publish: 'live', watch: 'playing' })).toBeNull();
  });

  it('tells every viewer when the server has no live video', () => {
    expect(noteFor({ watch: 'unavailable' })).toBe('Live video is unavailable right now.');
    expect(noteFor({ publish: 'unavailable' })).toBe('Live video is unavailable right now.');
  });

  it('tells the debater why their camera does not reach viewers', () => {
    expect(noteFor({ publish: 'refused' })).toBe(
      'Your camera cannot be broadcast: you are not on this stage.',
    );
    expect(noteFor({ publish: 'failed' })).toBe(
      'Your camera could not reach viewers. End the live stream and go live again.',
    );
    expect(noteFor({ cameraFailed: true })).toBe(
      'Your camera could not be started: check the camera permission.',
    );
  });
});
