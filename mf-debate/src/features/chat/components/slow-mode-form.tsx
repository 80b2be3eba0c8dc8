import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  CHAT_SLOW_MODE_SECONDS,
  readableError,
  setServerFieldErrors,
  useChatModeration,
  type SlowModeBody,
} from 'shared-api';
import { Button, notify } from 'shared-ui';
import { Field, Select } from 'shared-ui/forms';
import styled from 'styled-components';
import { t } from '../../../messages';
import { fieldErrorText, slowModeResolver } from '../chat-schemas';

const Form = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[2]};

  & > :first-child {
    flex: 1;
  }
`;

export function slowModeLabel(seconds: number): string {
  return seconds === 0 ? t('slowMode.off') : t('slowMode.every', { seconds });
}

export interface SlowModeFormProps {
  channelId: string;
  /** The channel's slow mode now (0 = off). */
  seconds: number;
}

/** A moderator sets slow mode: one message per N seconds per sender (the server enforces it). */
export function SlowModeForm({ channelId, seconds }: SlowModeFormProps) {
  const moderation = useChatModeration(channelId);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<SlowModeBody>({
    resolver: slowModeResolver,
    defaultValues: { seconds: String(seconds) },
  });
  // Another moderator's change (pushed) shows here too.
  useEffect(() => reset({ seconds: String(seconds) }), [seconds, reset]);

  const submit = handleSubmit((body) => {
    const wanted = Number(body.seconds);
    moderation.mutate(
      { kind: 'slow-mode', seconds: wanted },
      {
        onSuccess: () =>
          notify({
            title: wanted === 0 ? t('slowMode.turnedOff') : t('slowMode.turnedOn'),
            description:
              wanted === 0 ? undefined : t('slowMode.everyPerSender', { seconds: wanted }),
          }),
        onError: (error) => {
          console.error('Slow mode not set:', error);
          if (setServerFieldErrors(error, setError, ['seconds']).length === 0) {
            setError('seconds', { type: 'server', message: readableError(error) });
          }
        },
      },
    );
  });

  // The presets, and the channel's own value should another tool have set a different one.
  const choices = CHAT_SLOW_MODE_SECONDS.includes(seconds as never)
    ? CHAT_SLOW_MODE_SECONDS
    : [...CHAT_SLOW_MODE_SECONDS, seconds].sort((a, b) => a - b);

  return (
    <Form
      onSubmit={submit}
      onFocus={slowModeResolver.prepare}
      aria-label={t('slowMode.label')}
      noValidate
    >
      <Field label={t('slowMode.label')} error={fieldErrorText(errors.seconds)}>
        <Select {...register('seconds')}>
          {choices.map((value) => (
            <option key={value} value={String(value)}>
              {slowModeLabel(value)}
            </option>
          ))}
        </Select>
      </Field>
      <Button type="submit" $variant="secondary" disabled={moderation.isPending}>
        {moderation.isPending ? t('slowMode.setting') : t('slowMode.set')}
      </Button>
    </Form>
  );
}
