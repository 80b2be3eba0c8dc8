import { Mic, MicOff, Video, VideoOff } from 'lucide';
import styled from 'styled-components';
import { Button, Icon, type IconNode } from 'shared-ui';
import { t, type LiveKey } from '../../../live-messages';

export type MediaKind = 'camera' | 'microphone';

const State = styled.span<{ $on: boolean }>`
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $on }) => ($on ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $on }) => ($on ? theme.colors.onPrimary : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const LABELS: Record<MediaKind, LiveKey> = {
  camera: 'media.camera',
  microphone: 'media.microphone',
};

const ICONS: Record<MediaKind, { on: IconNode; off: IconNode }> = {
  camera: { on: Video, off: VideoOff },
  microphone: { on: Mic, off: MicOff },
};

function MediaIcon({ kind, on }: { kind: MediaKind; on: boolean }) {
  return <Icon icon={ICONS[kind][on ? 'on' : 'off']} size={18} />;
}

interface Props {
  kind: MediaKind;
  on: boolean;
  onToggle: () => void;
  disabled?: boolean;
}

/**
 * An on/off switch of the stream's media: a toggle button named 'Camera' or 'Microphone'
 * whose state is aria-pressed (the visible On/Off chip is hidden from the name, so screen
 * readers hear "Camera, toggle button, pressed" and not the state twice).
 */
export function MediaToggle({ kind, on, onToggle, disabled }: Props) {
  return (
    <Button $variant="secondary" aria-pressed={on} onClick={onToggle} disabled={disabled}>
      <MediaIcon kind={kind} on={on} />
      {t(LABELS[kind])}
      <State $on={on} aria-hidden="true">
        {on ? t('media.on') : t('media.off')}
      </State>
    </Button>
  );
}
