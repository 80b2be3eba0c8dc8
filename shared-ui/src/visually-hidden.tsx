import styled, { css } from 'styled-components';

/** Out of sight, still read by screen readers (the standard clip pattern). */
export const visuallyHiddenStyles = css`
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/** Text for screen readers only (`display: none` would hide it from them too). */
export const VisuallyHidden = styled.span`
  position: absolute !important;
  ${visuallyHiddenStyles}
`;
