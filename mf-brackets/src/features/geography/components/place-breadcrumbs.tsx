import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { t } from '../../../place-messages';

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  li + li::before {
    content: '/';
    margin-right: ${({ theme }) => theme.space[1]};
    color: ${({ theme }) => theme.colors.borderStrong};
  }
`;

export interface Crumb {
  label: string;
  /** Absent for the current page. */
  to?: string;
}

/** Where a county or city page sits: Home / State / County / City. */
export function PlaceBreadcrumbs({ crumbs }: { crumbs: readonly Crumb[] }) {
  return (
    <nav aria-label={t('breadcrumbs.label')}>
      <List>
        {crumbs.map((crumb) => (
          <li key={crumb.to ?? crumb.label}>
            {crumb.to ? (
              <Link to={crumb.to}>{crumb.label}</Link>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </List>
    </nav>
  );
}
