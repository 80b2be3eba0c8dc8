import styled from 'styled-components';

export type ProgressTone = 'green' | 'gold' | 'red' | 'blue';

export interface ProgressBarProps {
  value: number;
  min?: number;
  max?: number;
  /** Accessible name; required because a bar alone says nothing to a screen reader. */
  label: string;
  /** Read instead of the number, e.g. '0:45 left'. */
  valueText?: string;
  tone?: ProgressTone;
  className?: string;
}

const Track = styled.div`
  width: 100%;
  height: 0.5rem;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border-radius: ${({ theme }) => theme.radii.pill};
  overflow: hidden;
`;

const Fill = styled.div<{ $tone: ProgressTone }>`
  height: 100%;
  background: ${({ theme, $tone }) =>
    ({
      green: theme.colors.primary,
      gold: theme.colors.gold,
      red: theme.colors.danger,
      blue: theme.colors.info,
    })[$tone]};
  border-radius: inherit;
  /* Slid in from the left, not resized: a transform is animated by the compositor, while a
     changing width lays out and repaints the page every frame (a debate stage's bars move
     while it loads). The track clips what is slid out. */
  transition: transform ${({ theme }) => theme.durations.normal} ease-out;
`;

export function ProgressBar({
  value,
  min = 0,
  max = 100,
  label,
  valueText,
  tone = 'green',
  className,
}: ProgressBarProps) {
  const clamped = Math.min(max, Math.max(min, value));
  const percent = max > min ? ((clamped - min) / (max - min)) * 100 : 0;
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuenow={clamped}
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuetext={valueText}
      className={className}
    >
      <Fill $tone={tone} style={{ transform: `translateX(${percent - 100}%)` }} />
    </Track>
  );
}
