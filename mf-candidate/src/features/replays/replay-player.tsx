import { useState } from 'react';
import type { Replay } from 'shared-api';
import { ErrorState } from 'shared-ui';
import styled from 'styled-components';
import { t } from '../../replay-messages';
import { ReplayTimeline } from './replay-timeline';
import { useVideoPosition } from './use-video-position';

// The replay's video with its own controls (play, the seek bar, volume, full screen: all
// keyboard usable as the browser draws them) and, beside it, the chat and gifts of that time
// following the video's position (docs/video.md "Replays").

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(16rem, 1fr);
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;

  @media (max-width: 767px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Video = styled.video`
  display: block;
  width: 100%;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: #000;
`;

export function ReplayPlayer({ replay, title }: { replay: Replay; title: string }) {
  const { videoRef, positionMs } = useVideoPosition();
  const [failed, setFailed] = useState(false);

  let video;
  if (replay.videoUrl === null) {
    video = <ErrorState title={t('player.videoDeleted')} message={t('player.videoDeletedText')} />;
  } else if (failed) {
    video = (
      <ErrorState
        title={t('player.failed')}
        message={t('player.failedText')}
        onRetry={() => setFailed(false)}
      />
    );
  } else {
    video = (
      <Video
        ref={videoRef}
        src={replay.videoUrl}
        controls
        preload="metadata"
        playsInline
        aria-label={t('player.label', { title })}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <Layout>
      <div>{video}</div>
      <ReplayTimeline replay={replay} positionMs={positionMs} />
    </Layout>
  );
}
