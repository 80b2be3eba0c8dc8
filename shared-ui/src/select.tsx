import { forwardRef, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles } from './control-styles';
import { useFieldControl } from 'shared-ui';

// A native select (best keyboard and phone support) with the arrow redrawn to match the theme.
const arrow = encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="12" height="8" viewBox="0 0 12 8">' +
    '<path d="M1 1l5 5 5-5" fill="none" stroke="#9ca3af" stroke-width="2"/></svg>',
);

const NativeSelect = styled.select`
  ${controlStyles}
  appearance: none;
  padding-right: ${({ theme }) => theme.space[8]};
  background-image: url('data:image/svg+xml,${arrow}');
  background-repeat: no-repeat;
  background-position: right ${({ theme }) => theme.space[3]} center;
  cursor: pointer;
`;

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement>;

/** Pass `<option>`s as children. forwardRef so react-hook-form's `register` works. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(props, ref) {
  return <NativeSelect ref={ref} {...useFieldControl(props)} />;
});
