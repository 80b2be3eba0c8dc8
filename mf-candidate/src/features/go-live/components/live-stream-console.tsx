import { useId } from 'react';
import styled from 'styled-components';
import { usePublishMedia, type StreamStats } from 'shared-api';
import { Button, Card, Cluster } from 'shared-ui';
import { t } from '../../../live-messages';
import { cameraProblemMessage, useCameraPreview } from '../hooks/use-camera-preview';
import { BroadcastNote } from './broadcast-note';
import { LiveTotals } from './live-totals';
import { MediaToggle } from './media-toggle';

const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme }) => theme.space[4]};
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Stage = styled.div`
  display: grid;
  place-items: center;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

// Mirrored, as a selfie camera is: moving right moves the picture right.
const Preview = styled.video`
  width: 100%;
  height: 100%;
  object-fit: cover;
  transform: scaleX(-1);
`;

const StageNote = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space[4]};
  max-width: 32rem;
`;

const Problem = styled(StageNote)`
  color: ${({ theme }) => theme.colors.warningText};
`;

const Controls = styled(Cluster).attrs({ $gap: 3, $align: 'stretch' })``;

interface Props {
  /** The candidate streaming: their camera goes to this candidate's room. */
  candidateId: number;
  /**
   * Start the camera and microphone at once (GO LIVE publishes them, docs/video.md); a page opened
   * on a stream that is already live leaves the camera off until the candidate turns it on.
   */
  startCamera?: boolean;
  stats: StreamStats;
  onEndStream: () => void;
  isEnding: boolean;
  onShare: () => void;
}

/**
 * While streaming: the candidate's own camera preview (published to the viewers while it is
 * on, docs/video.md), the total raised,
 * 'N watching', camera and microphone toggles, End Stream and Share. The camera is released
 * on End Stream and when this view goes away.
 */
export function LiveStreamConsole({
  candidateId,
  startCamera = false,
  stats,
  onEndStream,
  isEnding,
  onShare,
}: Props) {
  const titleId = useId();
  const camera = useCameraPreview({ startOnMount: startCamera });
  const broadcast = usePublishMedia({ kind: 'stream', candidateId }, camera.stream);

  const endStream = () => {
    camera.stop();
    onEndStream();
  };

  let stage;
  if (camera.stream) {
    stage = (
      <Preview ref={camera.videoRef} aria-label={t('console.preview')} muted autoPlay playsInline />
    );
  } else if (camera.starting) {
    stage = <StageNote role="status">{t('console.starting')}</StageNote>;
  } else if (camera.problem) {
    stage = <Problem role="alert">{cameraProblemMessage(camera.problem)}</Problem>;
  } else {
    stage = <StageNote>{t('console.cameraOff')}</StageNote>;
  }

  return (
    <Panel as="section" aria-labelledby={titleId}>
      <Title id={titleId}>{t('console.title')}</Title>
      <Stage>{stage}</Stage>
      {camera.stream && !camera.hasMicrophone ? (
        <StageNote>{t('console.noMicrophone')}</StageNote>
      ) : null}
      <BroadcastNote state={broadcast} />
      <LiveTotals
        raised={stats.donations}
        raisedLabel={t('console.raised')}
        viewerCount={stats.viewerCount}
        raisedSize="4xl"
      />
      <Controls>
        <MediaToggle kind="camera" on={camera.cameraOn} onToggle={camera.toggleCamera} />
        <MediaToggle
          kind="microphone"
          on={camera.microphoneOn}
          onToggle={camera.toggleMicrophone}
        />
        <Button
          $variant="danger"
          onClick={endStream}
          disabled={isEnding}
          aria-busy={isEnding || undefined}
        >
          {t('console.endStream')}
        </Button>
        <Button $variant="gold" onClick={onShare}>
          {t('console.share')}
        </Button>
      </Controls>
    </Panel>
  );
}
