import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useFieldArray, useForm, type Control } from 'react-hook-form';
import styled from 'styled-components';
import {
  DONATION_RULES,
  readableError,
  setServerFieldErrors,
  type CreateExperimentBody,
  type CreateExperimentData,
} from 'shared-api';
import { createExperimentBodySchema, EXPERIMENT_LIMITS } from 'shared-api/contracts';
import { Button, Cluster, Stack, TextInput, translateMessage } from 'shared-ui';
import { Field, Fieldset, Select } from 'shared-ui/forms';
import { t } from '../../account-messages';

// The owner's form to start a donate page experiment: validated by the schema the server
// parses the body with (createExperimentBodySchema), so a variant can only change the page's
// safe parts: headline, presets, default amount (one of the presets), one page or steps.

const Legend = styled.legend`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

const newVariant = (name: string): CreateExperimentBody['variants'][number] => ({
  name,
  weight: 1,
  variant: {
    headline: '',
    presetAmounts: DONATION_RULES.presetAmounts.slice(0, 3),
    defaultAmount: DONATION_RULES.presetAmounts[1],
    layout: 'one-page',
  },
});

/** '10, 25, 50' -> [10, 25, 50]; a part that is no number stays NaN (the schema refuses it). */
function parsePresets(text: string): number[] {
  return text
    .split(',')
    .map((part) => part.trim().replace(/^\$/, ''))
    .filter((part) => part !== '')
    .map(Number);
}

function PresetsInput({
  control,
  index,
}: {
  control: Control<CreateExperimentBody>;
  index: number;
}) {
  return (
    <Controller
      control={control}
      name={`variants.${index}.variant.presetAmounts`}
      render={({ field, fieldState }) => (
        <PresetsText
          initial={field.value.join(', ')}
          onChange={(text) => field.onChange(parsePresets(text))}
          onBlur={field.onBlur}
          error={fieldState.error?.message ?? fieldState.error?.root?.message}
        />
      )}
    />
  );
}

function PresetsText(props: {
  initial: string;
  onChange: (text: string) => void;
  onBlur: () => void;
  error?: string;
}) {
  const [text, setText] = useState(props.initial);
  return (
    <Field label={t('experiments.form.presets')} error={props.error} required>
      <TextInput
        value={text}
        inputMode="decimal"
        onChange={(event) => {
          setText(event.target.value);
          props.onChange(event.target.value);
        }}
        onBlur={props.onBlur}
      />
    </Field>
  );
}

export function ExperimentForm({
  onStart,
}: {
  onStart: (body: CreateExperimentData) => Promise<unknown>;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<CreateExperimentBody, unknown, CreateExperimentData>({
    resolver: zodResolver(createExperimentBodySchema),
    defaultValues: { name: '', variants: [newVariant('A'), newVariant('B')] },
  });
  const { register, control, formState, handleSubmit, setError } = form;
  const variants = useFieldArray({ control, name: 'variants' });
  const errors = formState.errors;

  const submit = handleSubmit(async (body) => {
    setFailure(null);
    try {
      await onStart(body);
    } catch (error) {
      setServerFieldErrors(error, setError, ['name']);
      setFailure(readableError(error));
    }
  });

  return (
    <form
      aria-label={t('experiments.form.label')}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <Stack $gap={4}>
        <Field label={t('experiments.form.name')} error={errors.name?.message} required>
          <TextInput {...register('name')} />
        </Field>
        {variants.fields.map((item, index) => {
          const own = errors.variants?.[index];
          return (
            <Fieldset key={item.id} $gap={3}>
              <Legend>{t('experiments.form.variant', { number: index + 1 })}</Legend>
              <Field label={t('experiments.form.variantName')} error={own?.name?.message} required>
                <TextInput {...register(`variants.${index}.name`)} />
              </Field>
              <Field
                label={t('experiments.form.headline')}
                error={own?.variant?.headline?.message}
                required
              >
                <TextInput {...register(`variants.${index}.variant.headline`)} />
              </Field>
              <PresetsInput control={control} index={index} />
              <Field
                label={t('experiments.form.defaultAmount')}
                error={own?.variant?.defaultAmount?.message}
                required
              >
                <TextInput
                  inputMode="decimal"
                  {...register(`variants.${index}.variant.defaultAmount`, { valueAsNumber: true })}
                />
              </Field>
              <Field label={t('experiments.form.layout')} required>
                <Select {...register(`variants.${index}.variant.layout`)}>
                  <option value="one-page">{t('experiments.form.layoutOnePage')}</option>
                  <option value="steps">{t('experiments.form.layoutSteps')}</option>
                </Select>
              </Field>
              <Field
                label={t('experiments.form.weight')}
                hint={t('experiments.form.weightHint')}
                error={own?.weight?.message}
                required
              >
                <TextInput
                  inputMode="numeric"
                  {...register(`variants.${index}.weight`, { valueAsNumber: true })}
                />
              </Field>
              {variants.fields.length > EXPERIMENT_LIMITS.minVariants ? (
                <Button type="button" $variant="secondary" onClick={() => variants.remove(index)}>
                  {t('experiments.form.remove', { number: index + 1 })}
                </Button>
              ) : null}
            </Fieldset>
          );
        })}
        {errors.variants?.root?.message ? (
          <Problem role="alert">{translateMessage(errors.variants.root.message)}</Problem>
        ) : null}
        {failure ? <Problem role="alert">{failure}</Problem> : null}
        <Cluster $gap={3}>
          {variants.fields.length < EXPERIMENT_LIMITS.maxVariants ? (
            <Button
              type="button"
              $variant="secondary"
              onClick={() =>
                variants.append(newVariant(String.fromCharCode(65 + variants.fields.length)))
              }
            >
              {t('experiments.form.add')}
            </Button>
          ) : null}
          <Button type="submit" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? t('experiments.form.starting') : t('experiments.form.start')}
          </Button>
        </Cluster>
      </Stack>
    </form>
  );
}
