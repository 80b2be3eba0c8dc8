import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CenteredPanel } from './centered-panel';

export interface EmptyStateProps {
  title: string;
  text?: ReactNode;
  /** A button or link, e.g. the first step to fill the empty list. */
  action?: ReactNode;
  icon?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

const Root = styled(CenteredPanel)`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Title = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  color: ${({ theme }) => theme.colors.text};
`;

const Text = styled.p`
  margin: 0;
  max-width: 36rem;
`;

export function EmptyState({
  title,
  text,
  action,
  icon,
  headingLevel = 3,
  className,
}: EmptyStateProps) {
  return (
    <Root $padding={[10, 4]} className={className}>
      {icon ? <div aria-hidden="true">{icon}</div> : null}
      <Title as={`h${headingLevel}`}>{title}</Title>
      {text ? <Text>{text}</Text> : null}
      {action ?? null}
    </Root>
  );
}
