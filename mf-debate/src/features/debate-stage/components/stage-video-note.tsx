import type { PublishState, WatchState } from 'shared-api';
import styled from 'styled-components';
import { t } from '../../../messages';

// The stage's live video can fail where nobody would see it: the server has no media server,
// it refused the debater's camera, or the browser gave none. The picture alone would just stay
// the stage's loop, so one short line says why (docs/video.md).

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.warningText};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-shadow: 0 2px 8px rgba(0, 0, 0, 0.8);
`;

export interface StageVideoState {
  /** This debater's publication ('off' for everyone else). */
  publish: PublishState;
  /** Everyone's subscription to the stage's room. */
  watch: WatchState;
  /** This debater went live but the browser gave no camera. */
  cameraFailed: boolean;
}

/** The line to show, or null when the video works (or is not asked for). */
export function stageVideoNote({ publish, watch, cameraFailed }: StageVideoState) {
  if (publish === 'unavailable' || watch === 'unavailable') {
    return t('videoNote.unavailable');
  }
  if (cameraFailed) return t('videoNote.cameraNotStarted');
  if (publish === 'refused') return t('videoNote.refused');
  if (publish === 'failed') return t('videoNote.failed');
  return null;
}

export function StageVideoNote(state: StageVideoState) {
  const note = stageVideoNote(state);
  return note ? <Note role="status">{note}</Note> : null;
}
