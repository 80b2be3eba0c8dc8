import { useId } from 'react';
import { CLICK_IN_DURATIONS } from 'shared-api';
import { VisuallyHidden } from 'shared-ui';
import { Fieldset } from 'shared-ui/forms';
import styled from 'styled-components';
import { t } from '../../../messages';

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: repeat(${CLICK_IN_DURATIONS.length}, 1fr);
  gap: ${({ theme }) => theme.space[2]};
`;

// A native radio kept in the tab order (arrow keys move the choice), drawn as a pill.
const Option = styled.label`
  position: relative;

  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }

  span[aria-hidden] {
    display: block;
    padding: ${({ theme }) => theme.space[2]};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    text-align: center;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  input:checked + span[aria-hidden] {
    border-color: ${({ theme }) => theme.colors.primary};
    background: color-mix(in srgb, ${({ theme }) => theme.colors.primary} 18%, transparent);
    color: ${({ theme }) => theme.colors.primaryText};
  }

  input:focus-visible + span[aria-hidden] {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }

  input:disabled + span[aria-hidden] {
    opacity: 0.5;
  }
`;

export interface DurationChoiceProps {
  value: number;
  onChange: (seconds: number) => void;
  disabled?: boolean;
}

/** 30, 60 or 90 seconds of speaking time. */
export function DurationChoice({ value, onChange, disabled = false }: DurationChoiceProps) {
  const name = useId();
  return (
    <Fieldset disabled={disabled}>
      <Legend>{t('clickIn.speakingTime')}</Legend>
      <Options>
        {CLICK_IN_DURATIONS.map((seconds) => (
          <Option key={seconds}>
            <input
              type="radio"
              name={name}
              value={seconds}
              checked={value === seconds}
              onChange={() => onChange(seconds)}
            />
            <span aria-hidden="true">{t('clickIn.secondsShort', { seconds })}</span>
            <VisuallyHidden>{t('clickIn.seconds', { seconds })}</VisuallyHidden>
          </Option>
        ))}
      </Options>
    </Fieldset>
  );
}
