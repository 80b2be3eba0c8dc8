import type { PublishState } from 'shared-api';
import styled from 'styled-components';
import { t, type LiveKey } from '../../../live-messages';

const Note = styled.p<{ $warn: boolean }>`
  margin: 0;
  color: ${({ theme, $warn }) => ($warn ? theme.colors.warningText : theme.colors.textMuted)};
`;

const SENTENCES: Record<Exclude<PublishState, 'off'>, LiveKey> = {
  connecting: 'broadcast.connecting',
  live: 'broadcast.live',
  unavailable: 'broadcast.unavailable',
  refused: 'broadcast.refused',
  failed: 'broadcast.failed',
};

/** Whether the candidate's camera reaches the viewers (GO LIVE's console). */
export function BroadcastNote({ state }: { state: PublishState }) {
  if (state === 'off') return null;
  const warn = state !== 'connecting' && state !== 'live';
  return (
    <Note role="status" $warn={warn}>
      {t(SENTENCES[state])}
    </Note>
  );
}
