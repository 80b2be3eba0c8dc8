import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { setServerFieldErrors, useChangePassword, type ChangePasswordBody } from 'shared-api';
import { changePasswordBodySchema } from 'shared-api/contracts';
import { Button, TextInput, translateMessage } from 'shared-ui';
import { Field } from 'shared-ui/forms';
import { t, tCountAsIs } from '../../profile-messages';
import { Form, Panel, PanelTitle, Problem, serverMessage, Text } from './account-form-parts';

const FIELDS: readonly (keyof ChangePasswordBody)[] = ['currentPassword', 'newPassword'];

/** The server's English answer: "Your password was changed; 2 other sessions were ended." */
const CHANGED = /^Your password was changed; (\d+) other sessions? (?:was|were) ended\.$/;

/**
 * The password change's answer in the page's language: the server writes it in English (its
 * count of ended sessions, docs/languages.md), so the count is read back from it; any other
 * sentence goes through shared-api's table.
 */
function changedText(message: string): string {
  const match = CHANGED.exec(message);
  if (!match) return translateMessage(message);
  return tCountAsIs('changePassword.changed.one', 'changePassword.changed.other', Number(match[1]));
}

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
      <PanelTitle id="change-password-title">{t('changePassword.title')}</PanelTitle>
      <Form onSubmit={submit} noValidate aria-label={t('changePassword.title')}>
        <Field
          label={t('changePassword.current')}
          error={formState.errors.currentPassword?.message}
        >
          <TextInput
            type="password"
            autoComplete="current-password"
            {...register('currentPassword')}
          />
        </Field>
        <Field label={t('password.new')} error={formState.errors.newPassword?.message}>
          <TextInput type="password" autoComplete="new-password" {...register('newPassword')} />
        </Field>
        {formState.errors.root?.server?.message ? (
          <Problem role="alert">{formState.errors.root.server.message}</Problem>
        ) : null}
        {answer && !formState.isDirty ? (
          <Text role="status">{changedText(answer.message)}</Text>
        ) : null}
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? t('changePassword.changing') : t('changePassword.submit')}
        </Button>
      </Form>
    </Panel>
  );
}
