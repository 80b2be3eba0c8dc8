import { useState } from 'react';
import { useLivePlayback } from 'shared-api';
import { StreamVideo } from 'shared-ui';
import { HlsVideo } from 'shared-ui/hls-video';
import styled from 'styled-components';
import { t } from '../../../candidate-page-messages';

const Frame = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.palette.black};
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const Wrap = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

const Video = styled(StreamVideo)`
  width: 100%;
  height: 100%;
  object-fit: contain;
`;

const Hls = styled(HlsVideo)`
  width: 100%;
  height: 100%;
  object-fit: contain;
`;

const Note = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
`;

const How = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

interface Props {
  candidateId: number;
  candidateName: string;
}

/**
 * The candidate's camera, live, for anyone on their page while their stream is live
 * (docs/video.md). Starts muted, as browsers only play sound after a click; the video's own
 * controls unmute it. WebRTC for the first viewers, HLS for a crowd (use-live-playback.ts);
 * a line under the picture says which, and how far behind live it is.
 */
export function LiveStreamVideo({ candidateId, candidateName }: Props) {
  const playback = useLivePlayback({ kind: 'stream', candidateId });
  /** Seconds behind live on HLS (hls-video.tsx), once measured. */
  const [behind, setBehind] = useState<number | null>(null);
  const label = t('live.videoLabel', { name: candidateName });

  if (playback.mode === 'hls') {
    return (
      <Wrap>
        <Frame>
          <Hls
            src={playback.playlist}
            muted
            controls
            aria-label={label}
            onLatency={setBehind}
            onFailed={playback.failed}
          />
        </Frame>
        <How role="status">
          {behind === null ? t('live.hls') : t('live.hlsBehind', { seconds: behind })}
        </How>
      </Wrap>
    );
  }

  const { state, streams } = playback.watch;
  const stream = streams.get(candidateId) ?? null;
  let content;
  if (stream) {
    content = <Video stream={stream} muted controls aria-label={label} />;
  } else if (state === 'unavailable') {
    content = <Note>{t('live.unavailable')}</Note>;
  } else if (state === 'waiting') {
    content = <Note>{t('live.cameraOff')}</Note>;
  } else {
    content = <Note role="status">{t('live.connecting')}</Note>;
  }
  return (
    <Wrap>
      <Frame>{content}</Frame>
      {stream && state === 'playing' && <How role="status">{t('live.webRtc')}</How>}
    </Wrap>
  );
}
