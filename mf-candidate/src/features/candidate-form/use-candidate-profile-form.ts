import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  useRegisterCandidate,
  useUpdateCandidateProfile,
  type AuthUser,
  type Candidate,
  type CandidateProfileData,
  type CandidateProfileValues,
} from 'shared-api';
import { candidateProfileSchema } from 'shared-api/contracts';
import { notify } from 'shared-ui';
import { t } from '../../profile-messages';
import { candidateProfileValuesOf, PROFILE_FIELDS } from './candidate-form-values';
import { useSaveFailure } from './use-save-failure';

interface Options {
  /** The user's own profile: null registers (POST), a profile is updated (PUT). */
  profile: Candidate | null;
  /**
   * When the profile was (re)loaded (the query's dataUpdatedAt). A refetch that brings back
   * an equal profile keeps its object, so this is what tells the form to refill.
   */
  loadedAt?: number;
  /** Fills name and email while there is no profile yet. */
  user?: AuthUser | null;
  /** After a save and the refetch of the profile, with the saved profile. */
  onSaved?: (candidate: Candidate) => void;
}

export type CandidateProfileFormController = ReturnType<typeof useCandidateProfileForm>;

/**
 * The Profile tab of /candidate/account and the form of /register: validated with the
 * Profile tab's schema, which the server applies too, and saving only this tab's fields
 * (the Platform tab saves its own, so a profile without, say, a phone can still save its
 * platform, and this save never overwrites the platform).
 */
export function useCandidateProfileForm({ profile, loadedAt, user, onSaved }: Options) {
  const form = useForm<CandidateProfileValues, unknown, CandidateProfileData>({
    resolver: zodResolver(candidateProfileSchema),
    defaultValues: candidateProfileValuesOf(profile, user),
  });
  const { reset, setError, handleSubmit } = form;

  // After a save the profile is refetched and the form filled from it. A
  // reload caused by the other tab's save keeps what is being typed here and not yet saved.
  useEffect(() => {
    reset(candidateProfileValuesOf(profile, user), { keepDirtyValues: true });
  }, [profile, loadedAt, user, reset]);

  const registerCandidate = useRegisterCandidate();
  const updateProfile = useUpdateCandidateProfile();
  const onFailure = useSaveFailure(setError, PROFILE_FIELDS);

  const isRegistered = profile !== null;

  const save = handleSubmit(async (values) => {
    let saved: Candidate;
    let sentBackToPending = false;
    try {
      // mutateAsync settles after the profile is refetched, and its toasts show even if
      // the form is gone by then (/register leaves as soon as the profile exists).
      if (isRegistered) {
        const answer = await updateProfile.mutateAsync(values);
        saved = answer;
        sentBackToPending = answer.sentBackToPending;
      } else {
        saved = await registerCandidate.mutateAsync(values);
      }
    } catch (error) {
      onFailure(error);
      return;
    }
    // What the server stored (trimmed, the code upper-cased) replaces what was typed.
    reset(candidateProfileValuesOf(saved, user));
    notify(
      isRegistered
        ? {
            title: t('profileForm.updated'),
            // A verified candidate's identity is frozen (docs/roles.md): the save says what
            // changed (the Profile tab says so beforehand: profileForm.frozenIdentity).
            description: sentBackToPending
              ? t('profileForm.pendingAgain')
              : t('profileForm.updatedText'),
          }
        : {
            title: t('profileForm.registered'),
            description: t('profileForm.registeredText'),
          },
    );
    onSaved?.(saved);
  });

  return {
    form,
    save,
    isRegistered,
    /** Verified by support: a new name, position or place would need verifying again. */
    isVerified: profile?.isActivated === true,
    isSaving: form.formState.isSubmitting,
  };
}
