import { useWatchMedia } from 'shared-api';
import { StreamVideo } from 'shared-ui';
import styled from 'styled-components';

const Frame = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 16 / 9;
  margin-bottom: ${({ theme }) => theme.space[4]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.palette.black};
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const Video = styled(StreamVideo)`
  width: 100%;
  height: 100%;
  object-fit: contain;
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
`;

interface Props {
  candidateId: number;
  candidateName: string;
}

/**
 * The candidate's camera, live, for anyone on their page while their stream is live
 * (docs/video.md). Starts muted, as browsers only play sound after a click; the video's own
 * controls unmute it.
 */
export function LiveStreamVideo({ candidateId, candidateName }: Props) {
  const { state, streams } = useWatchMedia({ kind: 'stream', candidateId });
  const stream = streams.get(candidateId) ?? null;
  let content;
  if (stream) {
    content = <Video stream={stream} muted controls aria-label={`${candidateName}'s live video`} />;
  } else if (state === 'unavailable') {
    content = <Note>Live video is unavailable right now.</Note>;
  } else if (state === 'waiting') {
    content = <Note>The candidate's camera is off for now.</Note>;
  } else {
    content = <Note role="status">Connecting to the live video...</Note>;
  }
  return <Frame>{content}</Frame>;
}
