import { forwardRef, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles } from './control-styles';
import { useFieldControl } from './field-context';

const Input = styled.input`
  ${controlStyles}
`;

export type TextInputProps = InputHTMLAttributes<HTMLInputElement>;

/** forwardRef so react-hook-form's `register` can reach the DOM input. */
export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(
  function TextInput(props, ref) {
    return <Input ref={ref} type="text" {...useFieldControl(props)} />;
  },
);
