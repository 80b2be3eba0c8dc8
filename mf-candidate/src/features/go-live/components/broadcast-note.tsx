import type { PublishState } from 'shared-api';
import styled from 'styled-components';

const Note = styled.p<{ $warn: boolean }>`
  margin: 0;
  color: ${({ theme, $warn }) => ($warn ? theme.colors.warningText : theme.colors.textMuted)};
`;

const SENTENCES: Record<Exclude<PublishState, 'off'>, string> = {
  connecting: 'Sending your camera to viewers...',
  live: 'Viewers see and hear you live.',
  unavailable: 'Live video is unavailable right now: viewers see your totals, not your camera.',
  refused: 'Your camera cannot be broadcast: your stream is not live any more.',
  failed: 'Your camera could not reach viewers. Turn the camera off and on to try again.',
};

/** Whether the candidate's camera reaches the viewers (GO LIVE's console). */
export function BroadcastNote({ state }: { state: PublishState }) {
  if (state === 'off') return null;
  const warn = state !== 'connecting' && state !== 'live';
  return (
    <Note role="status" $warn={warn}>
      {SENTENCES[state]}
    </Note>
  );
}
