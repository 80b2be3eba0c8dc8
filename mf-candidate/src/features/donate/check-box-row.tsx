import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';
import { Cluster, Stack } from 'shared-ui';

// One checkbox with its label and, below, its error: the attestations and the saved-card and
// monthly opt-ins share it.

const Item = styled(Stack).attrs({ $gap: 1 })``;

const Row = styled(Cluster).attrs({ $gap: 3, $align: 'flex-start', $wrap: false })``;

const Box = styled.input`
  flex: none;
  width: 1.125rem;
  height: 1.125rem;
  margin: 0.15rem 0 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
`;

const Text = styled.label`
  cursor: pointer;
`;

const Below = styled.p<{ $error?: boolean }>`
  margin: 0 0 0 calc(1.125rem + ${({ theme }) => theme.space[3]});
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme, $error }) =>
    $error ? theme.fontWeights.medium : theme.fontWeights.regular};
  color: ${({ theme, $error }) => ($error ? theme.colors.dangerText : theme.colors.textMuted)};
`;

export interface CheckBoxRowProps {
  id: string;
  label: ReactNode;
  registration: UseFormRegisterReturn;
  /** Shown under the label (why, what happens). */
  hint?: ReactNode;
  error?: string;
}

export function CheckBoxRow({ id, label, registration, hint, error }: CheckBoxRowProps) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return (
    <Item>
      <Row>
        <Box
          type="checkbox"
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={described.length > 0 ? described.join(' ') : undefined}
          {...registration}
        />
        <Text htmlFor={id}>{label}</Text>
      </Row>
      {hint ? <Below id={`${id}-hint`}>{hint}</Below> : null}
      {error ? (
        <Below id={`${id}-error`} $error>
          {error}
        </Below>
      ) : null}
    </Item>
  );
}
