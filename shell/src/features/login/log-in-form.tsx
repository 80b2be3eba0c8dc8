import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError, setServerFieldErrors, useLogIn, type LogInBody } from 'shared-api';
import { logInBodySchema } from 'shared-api/contracts';
import { Button, TextInput } from 'shared-ui';
import { Field } from 'shared-ui/forms';
import { t } from '../../screens/messages';
import { FormProblem } from './form-problem';
import { Form } from './login-form-layout';
import { serverMessage } from './server-message';
import { SignInLinkOffer } from './sign-in-link-offer';

const FIELDS: readonly (keyof LogInBody)[] = ['email', 'password'];

/** Email + password log-in, validated with the same schema the server uses. */
export function LogInForm({ onDone }: { onDone: () => void }) {
  const logIn = useLogIn();
  // The address a log-in was throttled for (429): its owner may ask for a sign-in link.
  const [throttled, setThrottled] = useState<string | null>(null);
  const { register, handleSubmit, setError, formState } = useForm<LogInBody>({
    resolver: zodResolver(logInBodySchema),
  });
  const submit = handleSubmit((body) =>
    logIn.mutate(body, {
      onSuccess: onDone,
      // The server's field messages beside their fields; anything else on the alert line.
      onError: (error) => {
        setThrottled(error instanceof ApiError && error.status === 429 ? body.email : null);
        if (setServerFieldErrors(error, setError, FIELDS).length === 0) {
          setError('root.server', { type: 'server', message: serverMessage(error) });
        }
      },
    }),
  );
  return (
    <Form onSubmit={submit} noValidate aria-label={t('logInForm.label')}>
      <Field label={t('logInForm.email')} error={formState.errors.email?.message}>
        <TextInput type="email" autoComplete="email" {...register('email')} />
      </Field>
      <Field label={t('logInForm.password')} error={formState.errors.password?.message}>
        <TextInput type="password" autoComplete="current-password" {...register('password')} />
      </Field>
      <FormProblem errors={formState.errors} />
      <Button type="submit" $fullWidth disabled={logIn.isPending}>
        {logIn.isPending ? t('logInForm.submitting') : t('logInForm.submit')}
      </Button>
      {throttled ? <SignInLinkOffer key={throttled} email={throttled} /> : null}
    </Form>
  );
}
