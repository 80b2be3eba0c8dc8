import { Mic, MicOff, Video, VideoOff } from 'lucide';
import { useState } from 'react';
import type { StateCode } from 'shared-api';
import {
  Badge,
  Button,
  Cluster,
  formatCountdown,
  Icon,
  Stack,
  StreamVideo,
  type IconNode,
} from 'shared-ui';
import { ProgressBar } from 'shared-ui/forms';
import styled from 'styled-components';
import { t } from '../../../messages';
import { useClickInVideo } from '../hooks/use-click-in-video';

const Root = styled(Stack).attrs({ $gap: 4 })``;

const Row = styled(Cluster).attrs({ $gap: 3, $justify: 'space-between', $wrap: false })``;

const Countdown = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  font-variant-numeric: tabular-nums;
`;

const Toggles = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The candidate's own camera, mirrored as a mirror is (viewers see it the right way round). */
const Preview = styled(StreamVideo)`
  width: 100%;
  aspect-ratio: 16 / 9;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.palette.black};
  transform: scaleX(-1);
`;

const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.warningText};
`;

const ToggleState = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.regular};
`;

/** An on/off button: its name stays the same, aria-pressed says whether it is on. */
function MediaToggle({
  name,
  icon,
  on,
  onToggle,
}: {
  name: string;
  icon: IconNode;
  on: boolean;
  onToggle: () => void;
}) {
  return (
    <Button $variant={on ? 'primary' : 'secondary'} $size="sm" aria-pressed={on} onClick={onToggle}>
      <Icon icon={icon} size={16} />
      {name}
      <ToggleState aria-hidden="true">{on ? t('clickIn.on') : t('clickIn.off')}</ToggleState>
    </Button>
  );
}

export interface LiveViewProps {
  /** The debate's state: the stage the camera is published to. */
  stateCode: StateCode;
  durationSeconds: number;
  remainingSeconds: number;
  onEnd: () => void;
}

/**
 * The candidate's speaking time: countdown m:ss, mic and camera, progress, and an early end.
 * Their camera is published to the stage for viewers while this view shows (docs/video.md):
 * the camera toggle captures or releases it, the microphone toggle mutes it, and the view
 * going away (time up, 'End Speaking Time') stops it.
 */
export function LiveView({ stateCode, durationSeconds, remainingSeconds, onEnd }: LiveViewProps) {
  const [micOn, setMicOn] = useState(true);
  const [cameraOn, setCameraOn] = useState(true);
  const video = useClickInVideo({ stateCode, micOn, cameraOn });
  const left = formatCountdown(remainingSeconds);
  return (
    <Root>
      <Row>
        <Badge $tone="live">{t('clickIn.live')}</Badge>
        <Countdown role="timer" aria-label={t('clickIn.timeLeftLabel', { time: left })}>
          {left}
        </Countdown>
      </Row>
      {video.stream ? (
        <Preview stream={video.stream} muted aria-label={t('clickIn.yourCamera')} />
      ) : null}
      {video.note ? <Note role="status">{video.note}</Note> : null}
      <ProgressBar
        label={t('clickIn.timeUsed')}
        value={durationSeconds - remainingSeconds}
        max={durationSeconds}
        valueText={t('clickIn.timeLeft', { time: left })}
      />
      <Toggles>
        <MediaToggle
          name={t('clickIn.microphone')}
          icon={micOn ? Mic : MicOff}
          on={micOn}
          onToggle={() => setMicOn((on) => !on)}
        />
        <MediaToggle
          name={t('clickIn.camera')}
          icon={cameraOn ? Video : VideoOff}
          on={cameraOn}
          onToggle={() => setCameraOn((on) => !on)}
        />
      </Toggles>
      <Button $variant="danger" $fullWidth onClick={onEnd}>
        {t('clickIn.end')}
      </Button>
    </Root>
  );
}
