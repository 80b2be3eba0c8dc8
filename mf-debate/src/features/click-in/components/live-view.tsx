import { Mic, MicOff, Video, VideoOff } from 'lucide';
import { useState } from 'react';
import { Badge, Button, Cluster, formatCountdown, Icon, Stack, type IconNode } from 'shared-ui';
import { ProgressBar } from 'shared-ui/forms';
import styled from 'styled-components';

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
      <ToggleState aria-hidden="true">{on ? 'On' : 'Off'}</ToggleState>
    </Button>
  );
}

export interface LiveViewProps {
  durationSeconds: number;
  remainingSeconds: number;
  onEnd: () => void;
}

/** The candidate's speaking time: countdown m:ss, mic and camera, progress, and an early end. */
export function LiveView({ durationSeconds, remainingSeconds, onEnd }: LiveViewProps) {
  // Simulated like the rest of the stage: the toggles only flip.
  const [micOn, setMicOn] = useState(true);
  const [cameraOn, setCameraOn] = useState(true);
  const left = formatCountdown(remainingSeconds);
  return (
    <Root>
      <Row>
        <Badge $tone="live">LIVE</Badge>
        <Countdown role="timer" aria-label={`${left} of speaking time left`}>
          {left}
        </Countdown>
      </Row>
      <ProgressBar
        label="Speaking time used"
        value={durationSeconds - remainingSeconds}
        max={durationSeconds}
        valueText={`${left} left`}
      />
      <Toggles>
        <MediaToggle
          name="Microphone"
          icon={micOn ? Mic : MicOff}
          on={micOn}
          onToggle={() => setMicOn((on) => !on)}
        />
        <MediaToggle
          name="Camera"
          icon={cameraOn ? Video : VideoOff}
          on={cameraOn}
          onToggle={() => setCameraOn((on) => !on)}
        />
      </Toggles>
      <Button $variant="danger" $fullWidth onClick={onEnd}>
        End Speaking Time
      </Button>
    </Root>
  );
}
