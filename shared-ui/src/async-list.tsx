import { useId, type Key, type ReactNode } from 'react';
import styled from 'styled-components';
import { CenteredPanel } from './centered-panel';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';

export interface AsyncListProps<Item> {
  /** The section's h2, e.g. with the count: 'Recent Posts (3)'. */
  title: ReactNode;
  items: readonly Item[];
  itemKey: (item: Item) => Key;
  renderItem: (item: Item) => ReactNode;
  /** True until the first answer: a spinner announcing `loadingLabel` stands in for the list. */
  isLoading: boolean;
  loadingLabel: string;
  /** The message of a failed load, shown instead of the list (with a retry button if onRetry). */
  error?: string | null;
  onRetry?: () => void;
  /** Shown when the load succeeded with no items, usually an EmptyState. */
  empty: ReactNode;
  /** Shown centred under the items, e.g. a button that loads more. */
  footer?: ReactNode;
  className?: string;
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * A titled list of loaded items with its loading, error and empty states, in that order of
 * precedence. It only shows what it is given: the caller's query decides the states.
 */
export function AsyncList<Item>({
  title,
  items,
  itemKey,
  renderItem,
  isLoading,
  loadingLabel,
  error,
  onRetry,
  empty,
  footer,
  className,
}: AsyncListProps<Item>) {
  const titleId = useId();

  let body: ReactNode;
  if (isLoading) {
    body = <LoadingState label={loadingLabel} />;
  } else if (error) {
    body = <ErrorState message={error} onRetry={onRetry} />;
  } else if (items.length === 0) {
    body = empty;
  } else {
    body = (
      <>
        <List>
          {items.map((item) => (
            <li key={itemKey(item)}>{renderItem(item)}</li>
          ))}
        </List>
        {footer ? <CenteredPanel $padding={[6, 6]}>{footer}</CenteredPanel> : null}
      </>
    );
  }

  return (
    <Section aria-labelledby={titleId} className={className}>
      <Title id={titleId}>{title}</Title>
      {body}
    </Section>
  );
}
