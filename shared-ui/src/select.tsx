import { forwardRef, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles } from './control-styles';
import { useFieldControl } from 'shared-ui';

// A native select (best keyboard and phone support) with the arrow redrawn to match the theme:
// a small triangle of two gradients. Not an SVG image: Chromium builds a whole SVG document for
// an SVG background (5-17 ms in the style pass that first shows a form with a select).
const NativeSelect = styled.select`
  ${controlStyles}
  appearance: none;
  padding-right: ${({ theme }) => theme.space[8]};
  background-image:
    linear-gradient(45deg, transparent 50%, ${({ theme }) => theme.colors.textMuted} 50%),
    linear-gradient(135deg, ${({ theme }) => theme.colors.textMuted} 50%, transparent 50%);
  background-size: 6px 6px;
  background-position:
    right calc(${({ theme }) => theme.space[3]} + 6px) center,
    right ${({ theme }) => theme.space[3]} center;
  background-repeat: no-repeat;
  cursor: pointer;
`;

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement>;

/** Pass `<option>`s as children. forwardRef so react-hook-form's `register` works. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(props, ref) {
  return <NativeSelect ref={ref} {...useFieldControl(props)} />;
});
