import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import type { CommitteeReportRange } from 'shared-api';
import { committeeReportRangeSchema } from 'shared-api/contracts';
import { Button, TextInput } from 'shared-ui';
import { Field } from 'shared-ui/forms';
import { t } from '../account-messages';

// The range of UTC dates the owner's reports ask for (the committee report, the refcode
// report), checked with the server's own schema (committeeReportRangeSchema).

const Form = styled.form`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(11rem, 1fr));
  align-items: end;
  gap: ${({ theme }) => theme.space[4]};
`;

/**
 * The range a report shows (undefined until the first submit), and what a submit does with
 * the form's values: a new range is shown; the same range again asks the server again
 * (`refetch`), since gifts may have arrived meanwhile.
 */
export function useChosenRange() {
  const [range, setRange] = useState<CommitteeReportRange | undefined>(undefined);
  const choose = (values: CommitteeReportRange, refetch: () => unknown) => {
    if (range && range.from === values.from && range.to === values.to) void refetch();
    else setRange({ from: values.from, to: values.to });
  };
  return { range, choose };
}

export interface DateRangeFormProps {
  /** The form's accessible name, e.g. 'Report range'. */
  label: string;
  defaultValues: CommitteeReportRange;
  /** The report is loading: the button says so and waits. */
  busy: boolean;
  submitLabel: string;
  onSubmit: (range: CommitteeReportRange) => void;
}

export function DateRangeForm({
  label,
  defaultValues,
  busy,
  submitLabel,
  onSubmit,
}: DateRangeFormProps) {
  const { register, handleSubmit, formState } = useForm<CommitteeReportRange>({
    resolver: zodResolver(committeeReportRangeSchema),
    defaultValues,
  });
  const { errors } = formState;
  return (
    <Form aria-label={label} noValidate onSubmit={(event) => void handleSubmit(onSubmit)(event)}>
      <Field label={t('dateRange.from')} error={errors.from?.message} required>
        <TextInput type="date" {...register('from')} />
      </Field>
      <Field label={t('dateRange.to')} error={errors.to?.message} required>
        <TextInput type="date" {...register('to')} />
      </Field>
      <Button type="submit" disabled={busy}>
        {busy ? t('dateRange.loading') : submitLabel}
      </Button>
    </Form>
  );
}
