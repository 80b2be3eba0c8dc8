import { tUi } from './i18n/messages';
import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from './visually-hidden';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export interface SpinnerProps {
  /** What screen readers announce. */
  label?: string;
  size?: SpinnerSize;
  className?: string;
}

const sizes: Record<SpinnerSize, string> = { sm: '1rem', md: '2rem', lg: '3rem' };

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
`;

const Ring = styled.span<{ $size: SpinnerSize }>`
  display: block;
  width: ${({ $size }) => sizes[$size]};
  height: ${({ $size }) => sizes[$size]};
  border: 3px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  /* A still ring tells nothing, so reduced motion gets a slow turn instead of none. */
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 3s !important;
    animation-iteration-count: infinite !important;
  }
`;

export function Spinner({ label = tUi('ui.loading'), size = 'md', className }: SpinnerProps) {
  return (
    <Root role="status" className={className}>
      <Ring $size={size} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Root>
  );
}
