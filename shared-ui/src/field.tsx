import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { FieldContext, translateMessage } from 'shared-ui';
import { Label } from './label';

export interface FieldProps {
  label: ReactNode;
  /** The control: TextInput, TextArea, Select, or anything using useFieldControl. */
  children: ReactNode;
  hint?: ReactNode;
  /** Validation message; when set the control is marked aria-invalid. */
  error?: ReactNode;
  required?: boolean;
  /** Id of the control; generated when omitted. */
  id?: string;
  className?: string;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[1]};
  min-width: 0;
`;

const RequiredMark = styled.span`
  margin-left: ${({ theme }) => theme.space[1]};
  color: ${({ theme }) => theme.colors.dangerText};
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const ErrorText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.dangerText};
`;

/** Label + control + hint + error, wired with htmlFor, aria-describedby and aria-invalid. */
export function Field({
  label,
  children,
  hint,
  error,
  required = false,
  id,
  className,
}: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? `${generatedId}-control`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  // Error first so a screen reader reads what is wrong before the general hint.
  const describedBy = [hasError ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');

  return (
    <Root className={className}>
      <Label htmlFor={controlId}>
        {label}
        {required ? <RequiredMark aria-hidden="true">*</RequiredMark> : null}
      </Label>
      <FieldContext.Provider
        value={{
          id: controlId,
          describedBy: describedBy || undefined,
          invalid: hasError,
          required,
        }}
      >
        {children}
      </FieldContext.Provider>
      {hint ? <Hint id={hintId}>{hint}</Hint> : null}
      {hasError ? (
        <ErrorText id={errorId}>
          {typeof error === 'string' ? translateMessage(error) : error}
        </ErrorText>
      ) : null}
    </Root>
  );
}
