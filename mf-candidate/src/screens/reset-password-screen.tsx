import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { setServerFieldErrors, useResetPassword, type ResetPasswordBody } from 'shared-api';
import { resetPasswordBodySchema } from 'shared-api/contracts';
import { Button, NarrowPage, PageHeader, TextInput, translateMessage } from 'shared-ui';
import { Field } from 'shared-ui/forms';
import {
  Form,
  Panel,
  Problem,
  serverMessage,
  Text,
} from '../features/member-account/account-form-parts';
import { withMessages } from '../messages';
import { t, withMessages as withProfileMessages } from '../profile-messages';

/** /reset-password?token=...: the page a reset mail links to; the token goes in a POST. */
function ResetPasswordScreen() {
  const [params] = useSearchParams();
  const reset = useResetPassword();
  const { register, handleSubmit, setError, formState } = useForm<ResetPasswordBody>({
    resolver: zodResolver(resetPasswordBodySchema),
    values: { token: params.get('token') ?? '', newPassword: '' },
  });
  const submit = handleSubmit((body) =>
    reset.mutate(body, {
      onError: (error) => {
        if (setServerFieldErrors(error, setError, ['newPassword']).length === 0) {
          setError('root.server', { type: 'server', message: serverMessage(error) });
        }
      },
    }),
  );
  // The server's answer is in the page's language already; the token's own check (the
  // contract's sentence) is translated here.
  const problem = formState.errors.root?.server?.message ?? formState.errors.token?.message;
  return (
    <NarrowPage>
      <PageHeader title={t('resetPassword.title')} />
      <Panel>
        {reset.data ? (
          <>
            <Text role="status">{t('resetPassword.done', { email: reset.data.email })}</Text>
            <Text>
              <Link to="/account">{t('common.accountLink')}</Link>
            </Text>
          </>
        ) : (
          <Form onSubmit={submit} noValidate aria-label={t('resetPassword.label')}>
            <input type="hidden" {...register('token')} />
            <Field label={t('password.new')} error={formState.errors.newPassword?.message}>
              <TextInput type="password" autoComplete="new-password" {...register('newPassword')} />
            </Field>
            {problem ? (
              <Problem role="alert">
                {translateMessage(problem)}{' '}
                <Link to="/forgot-password">{t('resetPassword.newLink')}</Link>
              </Problem>
            ) : null}
            <Button type="submit" disabled={reset.isPending}>
              {reset.isPending ? t('resetPassword.saving') : t('resetPassword.submit')}
            </Button>
          </Form>
        )}
      </Panel>
    </NarrowPage>
  );
}

// Rendered once mf-candidate's messages are in (docs/languages.md).
export default withProfileMessages(withMessages(ResetPasswordScreen));
