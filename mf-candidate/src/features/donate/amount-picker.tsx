import { useId, useState, type Ref } from 'react';
import styled from 'styled-components';
import { DONATION_RULES, formatLimitDollars } from 'shared-api';
import { Button, TextInput } from 'shared-ui';
import { Field, Fieldset } from 'shared-ui/forms';
import { t } from '../../donate-messages';

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Presets = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[2]};

  /* '$1,000' broke over two lines at 390 px: amounts stay on one line, with less padding. */
  & > button {
    white-space: nowrap;
    padding-inline: ${({ theme }) => theme.space[2]};
  }
`;

const Custom = styled.div`
  max-width: 16rem;
`;

export interface AmountPickerProps {
  /** Dollars as the form holds them; undefined while none is chosen. */
  value: number | undefined;
  onChange: (dollars: number | undefined) => void;
  onBlur: () => void;
  /** react-hook-form's ref, so a refused amount gets the focus. */
  inputRef: Ref<HTMLInputElement>;
  error?: string;
  disabled?: boolean;
  /** The preset buttons, in dollars: the rules' presets unless an experiment's variant sets them. */
  presets?: readonly number[];
}

/** '$1,000.50', '1000' or ' 25 ' -> dollars; '' -> none chosen; anything else -> NaN (refused). */
export function parseAmountText(text: string): number | undefined {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (cleaned === '') return undefined;
  return /^\d+(\.\d*)?$|^\.\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/**
 * The preset buttons (DONATION_RULES.presetAmounts, or the variant's) and an 'Other amount' box. A preset is
 * pressed only while the box is empty, so typing 25 does not light the $25 button.
 */
export function AmountPicker({
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  disabled,
  presets = DONATION_RULES.presetAmounts,
}: AmountPickerProps) {
  const legendId = useId();
  // An amount chosen before the form drew (an express link's) that no button shows, in the box.
  const [customText, setCustomText] = useState(() =>
    typeof value === 'number' && !presets.includes(value) ? String(value) : '',
  );
  return (
    <Fieldset $gap={3} aria-labelledby={legendId}>
      <Legend id={legendId}>{t('donate.chooseAmount')}</Legend>
      <Presets>
        {presets.map((dollars) => {
          const pressed = customText === '' && value === dollars;
          return (
            <Button
              key={dollars}
              $variant={pressed ? 'primary' : 'secondary'}
              $size="lg"
              aria-pressed={pressed}
              disabled={disabled}
              onClick={() => {
                setCustomText('');
                onChange(dollars);
              }}
            >
              {formatLimitDollars(dollars * 100)}
            </Button>
          );
        })}
      </Presets>
      <Custom>
        <Field
          label={t('donate.otherAmount')}
          hint={t('donate.otherAmountHint', {
            minimum: formatLimitDollars(DONATION_RULES.minimumCents),
          })}
          error={error}
        >
          <TextInput
            ref={inputRef}
            inputMode="decimal"
            autoComplete="transaction-amount"
            placeholder="$0.00"
            value={customText}
            disabled={disabled}
            onChange={(event) => {
              setCustomText(event.target.value);
              onChange(parseAmountText(event.target.value));
            }}
            onBlur={onBlur}
          />
        </Field>
      </Custom>
    </Fieldset>
  );
}
