import { Link } from 'react-router-dom';
import { GridList } from 'shared-ui';
import styled from 'styled-components';

const PlaceLink = styled(Link)`
  display: flex;
  align-items: center;
  min-height: 2.75rem;
  height: 100%;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  overflow-wrap: break-word;

  ${({ theme }) => theme.media.phone} {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

export interface PlaceLinksProps {
  places: readonly { name: string; to: string }[];
}

/** A responsive grid of links to county or city pages. */
export function PlaceLinks({ places }: PlaceLinksProps) {
  return (
    <GridList $minColumnWidth="12rem" $gap={2} $phoneColumns={2}>
      {places.map((place) => (
        <li key={place.to}>
          <PlaceLink to={place.to}>{place.name}</PlaceLink>
        </li>
      ))}
    </GridList>
  );
}
