import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { setServerFieldErrors, useChangePassword, type ChangePasswordBody } from 'shared-api';
import { changePasswordBodySchema } from 'shared-api/contracts';
import { Button, TextInput } from 'shared-ui';
import { Field } from 'shared-ui/forms';
import { Form, Panel, PanelTitle, Problem, serverMessage, Text } from './account-form-parts';

const FIELDS: readonly (keyof ChangePasswordBody)[] = ['currentPassword', 'newPassword'];

/** Password change: the current password is required; every other session ends. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const { register, handleSubmit, setError, reset, formState } = useForm<ChangePasswordBody>({
    resolver: zodResolver(changePasswordBodySchema),
  });
  const submit = handleSubmit((body) =>
    change.mutate(body, {
      onSuccess: () => reset(),
      onError: (error) => {
        if (setServerFieldErrors(error, setError, FIELDS).length === 0) {
          setError('root.server', { type: 'server', message: serverMessage(error) });
        }
      },
    }),
  );
  const answer = change.data as { message: string } | undefined;
  return (
    <Panel as="section" aria-labelledby="change-password-title">
      <PanelTitle id="change-password-title">Change password</PanelTitle>
      <Form onSubmit={submit} noValidate aria-label="Change password">
        <Field label="Current password" error={formState.errors.currentPassword?.message}>
          <TextInput
            type="password"
            autoComplete="current-password"
            {...register('currentPassword')}
          />
        </Field>
        <Field label="New password" error={formState.errors.newPassword?.message}>
          <TextInput type="password" autoComplete="new-password" {...register('newPassword')} />
        </Field>
        {formState.errors.root?.server?.message ? (
          <Problem role="alert">{formState.errors.root.server.message}</Problem>
        ) : null}
        {answer && !formState.isDirty ? <Text role="status">{answer.message}</Text> : null}
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Changing...' : 'Change password'}
        </Button>
      </Form>
    </Panel>
  );
}
