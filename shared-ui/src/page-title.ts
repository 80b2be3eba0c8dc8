import styled from 'styled-components';

/**
 * A screen's h1 as PageHeader shows it, for headers laid out their own way (beside a photo,
 * in a row of badges), so every screen's title looks the same.
 */
export const PageTitle = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['3xl']};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  overflow-wrap: anywhere;
`;
