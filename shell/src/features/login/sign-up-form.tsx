import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { setServerFieldErrors, useSignUp, type SignUpBody } from 'shared-api';
import { signUpBodySchema } from 'shared-api/contracts';
import { Button, TextInput } from 'shared-ui';
import { Field } from 'shared-ui/forms';
import { t } from '../../screens/messages';
import { FormProblem } from './form-problem';
import { Form } from './login-form-layout';
import { serverMessage } from './server-message';

const FIELDS: readonly (keyof SignUpBody)[] = ['firstName', 'lastName', 'email', 'password'];

/** Account creation (first name, last name, email, password); logs the new user in. */
export function SignUpForm({ onDone }: { onDone: () => void }) {
  const signUp = useSignUp();
  const { register, handleSubmit, setError, formState } = useForm<SignUpBody>({
    resolver: zodResolver(signUpBodySchema),
  });
  const submit = handleSubmit((body) =>
    signUp.mutate(body, {
      onSuccess: onDone,
      // The server's field messages beside their fields; anything else on the alert line.
      onError: (error) => {
        if (setServerFieldErrors(error, setError, FIELDS).length === 0) {
          setError('root.server', { type: 'server', message: serverMessage(error) });
        }
      },
    }),
  );
  return (
    <Form onSubmit={submit} noValidate aria-label={t('signUpForm.label')}>
      <Field label={t('signUpForm.firstName')} error={formState.errors.firstName?.message}>
        <TextInput autoComplete="given-name" {...register('firstName')} />
      </Field>
      <Field label={t('signUpForm.lastName')} error={formState.errors.lastName?.message}>
        <TextInput autoComplete="family-name" {...register('lastName')} />
      </Field>
      <Field label={t('signUpForm.email')} error={formState.errors.email?.message}>
        <TextInput type="email" autoComplete="email" {...register('email')} />
      </Field>
      <Field
        label={t('signUpForm.password')}
        hint={t('signUpForm.passwordHint')}
        error={formState.errors.password?.message}
      >
        <TextInput type="password" autoComplete="new-password" {...register('password')} />
      </Field>
      <FormProblem errors={formState.errors} />
      <Button type="submit" $fullWidth disabled={signUp.isPending}>
        {signUp.isPending ? t('signUpForm.submitting') : t('signUpForm.submit')}
      </Button>
    </Form>
  );
}
