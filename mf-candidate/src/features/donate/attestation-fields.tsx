import { useId } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';
import {
  DONATION_ATTESTATIONS,
  type DonationAttestation,
  type DonationFormData,
  type DonationFormValues,
} from 'shared-api';
import { CardSection, Cluster, Stack } from 'shared-ui';
import { StackedFieldset } from './donation-layout';

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

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

const ErrorText = styled.p`
  margin: 0 0 0 calc(1.125rem + ${({ theme }) => theme.space[3]});
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.dangerText};
`;

const KEYS = Object.keys(DONATION_ATTESTATIONS) as DonationAttestation[];

export interface AttestationFieldsProps {
  form: UseFormReturn<DonationFormValues, unknown, DonationFormData>;
}

/** The five statements a donor ticks (docs/donation-rules.md); the server wants all five. */
export function AttestationFields({ form }: AttestationFieldsProps) {
  const id = useId();
  const { register, formState } = form;
  const errors = formState.errors.attestations;
  return (
    <CardSection title="Confirm your eligibility">
      <StackedFieldset $gap={4}>
        <Legend>By donating you confirm that each statement is true:</Legend>
        {KEYS.map((key) => {
          const boxId = `${id}-${key}`;
          const message = errors?.[key]?.message;
          return (
            <Item key={key}>
              <Row>
                <Box
                  type="checkbox"
                  id={boxId}
                  aria-invalid={message ? true : undefined}
                  aria-describedby={message ? `${boxId}-error` : undefined}
                  {...register(`attestations.${key}`)}
                />
                <Text htmlFor={boxId}>{DONATION_ATTESTATIONS[key]}</Text>
              </Row>
              {message ? <ErrorText id={`${boxId}-error`}>{message}</ErrorText> : null}
            </Item>
          );
        })}
      </StackedFieldset>
    </CardSection>
  );
}
