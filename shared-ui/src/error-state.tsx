import { tUi } from './i18n/messages';
import { useEffect } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { CenteredPanel } from './centered-panel';

export interface ErrorStateProps {
  /** A sentence a person reads (never a raw answer). */
  message: string;
  /** The failure itself: logged to the console for whoever debugs, never shown. */
  error?: unknown;
  title?: string;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
  className?: string;
}

const Root = styled(CenteredPanel)`
  border: 1px solid color-mix(in srgb, ${({ theme }) => theme.colors.danger} 45%, transparent);
  border-radius: ${({ theme }) => theme.radii.lg};
  background: color-mix(in srgb, ${({ theme }) => theme.colors.danger} 8%, transparent);
`;

const Title = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.dangerText};
`;

const Message = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  overflow-wrap: anywhere;
`;

/** A failed load; role alert so screen readers hear it as soon as it replaces the content. */
export function ErrorState({
  message,
  title,
  onRetry,
  retryLabel = tUi('ui.tryAgain'),
  className,
  error,
}: ErrorStateProps) {
  useEffect(() => {
    // A warning, not an error: the page handled it, and said so in words.
    if (error !== undefined) console.warn(error);
  }, [error]);
  return (
    <Root role="alert" $padding={[8, 4]} className={className}>
      {title ? <Title>{title}</Title> : null}
      <Message>{message}</Message>
      {onRetry ? (
        <Button $variant="secondary" $size="sm" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </Root>
  );
}
