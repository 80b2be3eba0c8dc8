import { forwardRef, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles } from './control-styles';
import { useFieldControl } from 'shared-ui';

const Area = styled.textarea`
  ${controlStyles}
  min-height: 6rem;
  resize: vertical;
  line-height: ${({ theme }) => theme.lineHeights.normal};
`;

export type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement>;

/** forwardRef so react-hook-form's `register` can reach the DOM textarea. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(
  function TextArea(props, ref) {
    return <Area ref={ref} {...useFieldControl(props)} />;
  },
);
