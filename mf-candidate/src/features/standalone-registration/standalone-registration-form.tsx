import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import {
  FORM_MAX,
  POSITION_OPTIONS,
  US_STATES,
  setServerFieldErrors,
  useMutationErrorNotice,
  useRegisterStandaloneCandidate,
  type StandaloneRegistrationFormData,
  type StandaloneRegistrationFormValues,
} from 'shared-api';
import { standaloneRegistrationBody, standaloneRegistrationFormSchema } from 'shared-api/contracts';
import { Button, Card, notify, TextInput } from 'shared-ui';
import { Field, Select, TextArea } from 'shared-ui/forms';
import { positionName } from '../../components/position-name';
import { t } from '../../profile-messages';

/**
 * An empty form. The two selects start on their placeholder option (''), which the schema
 * refuses ('Select a position', 'Select a state'); its input type only names real choices,
 * hence the cast.
 */
const EMPTY_FORM = {
  name: '',
  email: '',
  position: '',
  state: '',
  phone: '',
  bio: '',
  experience: '',
  platform: '',
} as unknown as StandaloneRegistrationFormValues;

/** The fields a refused submit's messages may land on. */
const FIELDS: readonly (keyof StandaloneRegistrationFormValues)[] = [
  'name',
  'email',
  'position',
  'state',
  'phone',
  'bio',
  'experience',
  'platform',
];

const FormCard = styled(Card)`
  padding: ${({ theme }) => theme.space[6]};

  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme }) => theme.space[4]};
  }
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;

const FieldGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.phone} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/**
 * /candidate-registration (docs/routes-and-screens.md): the standalone application. The
 * browser's own required checks run first, then the shared schema. What is sent is the
 * original payload (name, position, geographicCode, bio, isActive; the biography, the
 * experience and the platform folded into `bio`) plus the experience, platform, email and
 * phone as their own fields, so the candidate page shows each part where it belongs and the
 * contact details the form asked for (standaloneRegistrationBody).
 */
export function StandaloneRegistrationForm() {
  const registration = useRegisterStandaloneCandidate();
  // A session that ended while the form was open: log in again and come back
  // (docs/errors.md). An account that already applied is told so (one per account).
  const notifyError = useMutationErrorNotice(notify, {
    loginRequired: {
      title: t('common.loginRequired'),
      description: t('common.logInToAccess'),
    },
    failed: {
      title: t('application.failed'),
      description: t('application.failedText'),
    },
  });
  const { register, handleSubmit, reset, setError, formState } = useForm<
    StandaloneRegistrationFormValues,
    unknown,
    StandaloneRegistrationFormData
  >({
    resolver: zodResolver(standaloneRegistrationFormSchema),
    defaultValues: EMPTY_FORM,
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    try {
      await registration.mutateAsync(standaloneRegistrationBody(values));
    } catch (error) {
      // Non-ok answer or no answer at all: the form keeps what was typed, and the toast is the
      // spec's (docs/errors.md), a 409 included. A refused field (a name another verified
      // candidate holds, a phone the server reads otherwise) shows the server's message beside
      // it; the body names the state `geographicCode`.
      if (notifyError(error) === 'failed') {
        setServerFieldErrors(error, setError, FIELDS, { rename: { geographicCode: 'state' } });
      }
      return;
    }
    notify({
      title: t('application.submitted'),
      description: t('application.submittedText'),
    });
    reset(EMPTY_FORM);
  });

  return (
    <FormCard>
      <Form onSubmit={submit} aria-label={t('application.label')} aria-busy={isSubmitting}>
        <FieldGrid>
          <Field label={t('form.fullName')} required error={errors.name?.message}>
            <TextInput
              required
              autoComplete="name"
              maxLength={FORM_MAX.name}
              {...register('name')}
            />
          </Field>
          {/* The campaign's public contact on the candidate page (members' addresses stay private). */}
          <Field
            label={t('form.email')}
            required
            hint={t('form.contactEmailHint')}
            error={errors.email?.message}
          >
            <TextInput
              type="email"
              required
              autoComplete="email"
              maxLength={FORM_MAX.email}
              {...register('email')}
            />
          </Field>
          <Field label={t('form.position')} required error={errors.position?.message}>
            <Select required {...register('position')}>
              <option value="">{t('application.selectPosition')}</option>
              {POSITION_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {positionName(option.value)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('application.state')} required error={errors.state?.message}>
            <Select required autoComplete="address-level1" {...register('state')}>
              <option value="">{t('application.selectState')}</option>
              {US_STATES.map((state) => (
                <option key={state.code} value={state.code}>
                  {state.code} - {state.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('form.phone')} hint={t('form.optional')} error={errors.phone?.message}>
            <TextInput
              type="tel"
              autoComplete="tel"
              maxLength={FORM_MAX.phone}
              {...register('phone')}
            />
          </Field>
        </FieldGrid>
        <Field label={t('form.biography')} required error={errors.bio?.message}>
          <TextArea
            required
            rows={5}
            placeholder={t('form.bioPlaceholder')}
            maxLength={FORM_MAX.bio}
            {...register('bio')}
          />
        </Field>
        <Field
          label={t('application.experience')}
          hint={t('form.optional')}
          error={errors.experience?.message}
        >
          <TextArea
            rows={4}
            placeholder={t('application.experiencePlaceholder')}
            maxLength={FORM_MAX.experience}
            {...register('experience')}
          />
        </Field>
        <Field label={t('application.platform')} required error={errors.platform?.message}>
          <TextArea
            required
            rows={5}
            placeholder={t('application.platformPlaceholder')}
            maxLength={FORM_MAX.platform}
            {...register('platform')}
          />
        </Field>
        <Button type="submit" $size="lg" $fullWidth disabled={isSubmitting}>
          {isSubmitting ? t('application.submitting') : t('form.registerAsCandidate')}
        </Button>
      </Form>
    </FormCard>
  );
}
