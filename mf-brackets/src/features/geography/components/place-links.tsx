import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${({ theme }) => theme.media.phone} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

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
    <Grid>
      {places.map((place) => (
        <li key={place.to}>
          <PlaceLink to={place.to}>{place.name}</PlaceLink>
        </li>
      ))}
    </Grid>
  );
}
