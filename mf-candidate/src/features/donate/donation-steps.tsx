import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { formatLimitDollars } from 'shared-api';
import { validAmountCents } from 'shared-api/contracts';
import { Button, Cluster } from 'shared-ui';
import { t } from '../../donate-messages';

// The donate page's two-step layout (an experiment's 'steps' variant, shared-api
// experiments.ts): the amount first, then the donor's details. Each step names itself and
// its place ("Step 1 of 2"), and the second takes the focus when it opens so a screen reader
// hears where it is; Back returns to the amount with nothing lost (the form keeps its values).

const StepTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  outline: none;
`;

export function AmountStepTitle() {
  return <StepTitle>{t('donate.steps.amount')}</StepTitle>;
}

export function AmountStepContinue({ onContinue }: { onContinue: () => void }) {
  return (
    <Button type="button" $variant="gold" $size="lg" onClick={onContinue}>
      {t('donate.steps.continue')}
    </Button>
  );
}

export function DetailsStepHeader({ amount, onBack }: { amount: unknown; onBack: () => void }) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const cents = validAmountCents(amount);
  return (
    <Cluster $gap={3} $align="center" $justify="space-between">
      <StepTitle ref={title} tabIndex={-1}>
        {cents === null
          ? t('donate.steps.details')
          : t('donate.steps.detailsAmount', { amount: formatLimitDollars(cents) })}
      </StepTitle>
      <Button type="button" $variant="secondary" onClick={onBack}>
        {t('donate.steps.back')}
      </Button>
    </Cluster>
  );
}
