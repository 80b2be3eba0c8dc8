import styled from 'styled-components';
import { Button } from 'shared-ui';

export type MediaKind = 'camera' | 'microphone';

const State = styled.span<{ $on: boolean }>`
  padding: 0 ${({ theme }) => theme.space[2]};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme, $on }) => ($on ? theme.colors.primary : theme.colors.surface)};
  color: ${({ theme, $on }) => ($on ? theme.colors.onPrimary : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const LABELS: Record<MediaKind, string> = { camera: 'Camera', microphone: 'Microphone' };

function MediaIcon({ kind, on }: { kind: MediaKind; on: boolean }) {
  return (
    <svg
      aria-hidden="true"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {kind === 'camera' ? (
        <>
          <rect x="2" y="6" width="14" height="12" rx="2" />
          <path d="M16 10l6-4v12l-6-4z" />
        </>
      ) : (
        <>
          <rect x="9" y="2" width="6" height="12" rx="3" />
          <path d="M5 11a7 7 0 0 0 14 0M12 18v4" />
        </>
      )}
      {on ? null : <path d="M3 3l18 18" />}
    </svg>
  );
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
      {LABELS[kind]}
      <State $on={on} aria-hidden="true">
        {on ? 'On' : 'Off'}
      </State>
    </Button>
  );
}
