import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useLogIn, type LogInBody } from 'shared-api';
import { logInBodySchema } from 'shared-api/contracts';
import { Button, TextInput } from 'shared-ui';
import { Field } from 'shared-ui/forms';
import { FormError, Form } from './login-form-layout';
import { serverMessage } from './server-message';

/** Email + password log-in, validated with the same schema the server uses. */
export function LogInForm({ onDone }: { onDone: () => void }) {
  const logIn = useLogIn();
  const { register, handleSubmit, formState } = useForm<LogInBody>({
    resolver: zodResolver(logInBodySchema),
  });
  const submit = handleSubmit((body) => logIn.mutate(body, { onSuccess: onDone }));
  return (
    <Form onSubmit={submit} noValidate aria-label="Log in">
      <Field label="Email" error={formState.errors.email?.message}>
        <TextInput type="email" autoComplete="email" {...register('email')} />
      </Field>
      <Field label="Password" error={formState.errors.password?.message}>
        <TextInput type="password" autoComplete="current-password" {...register('password')} />
      </Field>
      {logIn.error ? <FormError role="alert">{serverMessage(logIn.error)}</FormError> : null}
      <Button type="submit" $fullWidth disabled={logIn.isPending}>
        {logIn.isPending ? 'Logging In...' : 'Log In'}
      </Button>
    </Form>
  );
}
