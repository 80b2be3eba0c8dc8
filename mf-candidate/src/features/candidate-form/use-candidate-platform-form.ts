import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  useUpdateCandidatePlatform,
  type Candidate,
  type CandidatePlatformData,
  type CandidatePlatformValues,
} from 'shared-api';
import { candidatePlatformSchema } from 'shared-api/contracts';
import { notify } from 'shared-ui';
import { t } from '../../profile-messages';
import { candidatePlatformValuesOf, PLATFORM_FIELDS } from './candidate-form-values';
import { useSaveFailure } from './use-save-failure';

export type CandidatePlatformFormController = ReturnType<typeof useCandidatePlatformForm>;

/**
 * The Platform tab of /candidate/account: experience and platform, validated with the
 * Platform tab's schema (the server's too) and saved alone through PUT
 * /api/candidate/platform, so the Profile tab's rules (a phone, a real code) never stand in
 * its way. Nothing to save before the user has a profile.
 */
export function useCandidatePlatformForm({
  profile,
  loadedAt,
}: {
  profile: Candidate | null;
  /** When the profile was (re)loaded: refills the form (see useCandidateProfileForm). */
  loadedAt?: number;
}) {
  const form = useForm<CandidatePlatformValues, unknown, CandidatePlatformData>({
    resolver: zodResolver(candidatePlatformSchema),
    defaultValues: candidatePlatformValuesOf(profile),
  });
  const { reset, setError, handleSubmit } = form;

  // A reload caused by the Profile tab's save keeps what is being typed here.
  useEffect(() => {
    reset(candidatePlatformValuesOf(profile), { keepDirtyValues: true });
  }, [profile, loadedAt, reset]);

  const updatePlatform = useUpdateCandidatePlatform();
  const onFailure = useSaveFailure(setError, PLATFORM_FIELDS);

  const save = handleSubmit(async (values) => {
    let saved: Candidate;
    try {
      saved = await updatePlatform.mutateAsync(values);
    } catch (error) {
      onFailure(error);
      return;
    }
    reset(candidatePlatformValuesOf(saved));
    // The Platform tab is part of the profile: the profile-save toast.
    notify({
      title: t('profileForm.updated'),
      description: t('profileForm.updatedText'),
    });
  });

  return {
    form,
    save,
    isRegistered: profile !== null,
    isSaving: form.formState.isSubmitting,
  };
}
