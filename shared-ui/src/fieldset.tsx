import styled, { css } from 'styled-components';
import type { PaidTheme } from './theme/theme';

/**
 * A fieldset without the browser's frame (border, padding, margin, min-width), so a group of
 * controls under its <legend> lines up with the fields around it. With `$gap` its children
 * stand one under the other (a Stack that is a fieldset; the legend stays its first child).
 */
export const Fieldset = styled.fieldset<{ $gap?: keyof PaidTheme['space'] }>`
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  ${({ theme, $gap }) =>
    $gap === undefined
      ? ''
      : css`
          display: flex;
          flex-direction: column;
          gap: ${theme.space[$gap]};
        `}
`;
