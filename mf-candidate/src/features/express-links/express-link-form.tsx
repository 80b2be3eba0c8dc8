import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import {
  readableError,
  setServerFieldErrors,
  type CandidateElection,
  type ExpressLinkFormData,
  type ExpressLinkFormValues,
} from 'shared-api';
import { EXPRESS_LINK_DEFAULT_DAYS, expressLinkFormSchema } from 'shared-api/contracts';
import { Button, Cluster, Stack, TextInput } from 'shared-ui';
import { Field, Select } from 'shared-ui/forms';
import { t } from '../../account-messages';
import { electionName } from '../../components/election-name';

// The owner's form for a new express link (docs/donation-rules.md "Express links"), validated
// by the schema the server parses the body with (expressLinkFormSchema).

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

export function ExpressLinkForm({
  elections,
  onCreate,
}: {
  /** The candidate's elections still ahead; none chosen: the next one when the donor gives. */
  elections: readonly CandidateElection[];
  onCreate: (body: ExpressLinkFormData) => Promise<unknown>;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ExpressLinkFormValues, unknown, ExpressLinkFormData>({
    resolver: zodResolver(expressLinkFormSchema),
    defaultValues: { refcode: '', expiresInDays: EXPRESS_LINK_DEFAULT_DAYS },
  });
  const { register, formState, handleSubmit, setError, reset } = form;
  const errors = formState.errors;

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await onCreate(body);
      reset({ refcode: '', expiresInDays: EXPRESS_LINK_DEFAULT_DAYS });
    } catch (error) {
      setServerFieldErrors(error, setError, ['amount', 'refcode', 'electionId', 'expiresInDays']);
      setFailure(readableError(error));
    }
  });

  return (
    <form
      aria-label={t('expressLinks.form.label')}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <Stack $gap={4}>
        <Field label={t('expressLinks.form.amount')} error={errors.amount?.message} required>
          <TextInput inputMode="decimal" {...register('amount', { valueAsNumber: true })} />
        </Field>
        <Field label={t('expressLinks.form.refcode')} error={errors.refcode?.message}>
          <TextInput {...register('refcode')} />
        </Field>
        <Field label={t('expressLinks.form.election')} error={errors.electionId?.message}>
          <Select
            {...register('electionId', {
              setValueAs: (value: string) => (value === '' ? undefined : Number(value)),
            })}
          >
            <option value="">{t('expressLinks.form.nextElection')}</option>
            {elections.map((election) => (
              <option key={election.id} value={election.id}>
                {electionName(election)}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={t('expressLinks.form.days')}
          hint={t('expressLinks.form.daysHint', { count: EXPRESS_LINK_DEFAULT_DAYS })}
          error={errors.expiresInDays?.message}
          required
        >
          <TextInput inputMode="numeric" {...register('expiresInDays', { valueAsNumber: true })} />
        </Field>
        {failure ? <Problem role="alert">{failure}</Problem> : null}
        <Cluster>
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting
              ? t('expressLinks.form.creating')
              : t('expressLinks.form.create')}
          </Button>
        </Cluster>
      </Stack>
    </form>
  );
}
