import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import {
  useMutationErrorNotice,
  useRegisterCandidate,
  useUpdateCandidateProfile,
  type AuthUser,
  type Candidate,
  type CandidateFormData,
  type CandidateFormValues,
} from 'shared-api';
import { candidateFormSchema } from 'shared-api/contracts';
import { notify } from 'shared-ui';
import {
  candidateFieldErrorsOf,
  candidateFormValuesOf,
  type CandidateField,
} from './candidate-form-values';

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
  /** A save refused over fields (by the schema or the server): which ones. */
  onFieldErrors?: (fields: CandidateField[]) => void;
}

export type CandidateFormController = ReturnType<typeof useCandidateForm>;

/**
 * The account's candidate form (spec: /candidate/account), shared by the Profile and
 * Platform tabs and by /register: one form, validated with the schema the server uses,
 * filled from the loaded profile every time it (re)loads, saved whole.
 */
export function useCandidateForm({ profile, loadedAt, user, onSaved, onFieldErrors }: Options) {
  const form = useForm<CandidateFormValues, unknown, CandidateFormData>({
    resolver: zodResolver(candidateFormSchema),
    defaultValues: candidateFormValuesOf(profile, user),
  });
  const { reset, setError, handleSubmit } = form;

  // Spec section 4: after a save the profile is refetched and the form filled from it.
  useEffect(() => {
    reset(candidateFormValuesOf(profile, user));
  }, [profile, loadedAt, user, reset]);

  const registerCandidate = useRegisterCandidate();
  const updateProfile = useUpdateCandidateProfile();
  const notifyError = useMutationErrorNotice(notify, {
    loginRequired: {
      title: 'Authentication Required',
      description: 'Please log in to access this feature.',
    },
    failed: { title: 'Error', description: 'Failed to update profile. Please try again.' },
  });

  const isRegistered = profile !== null;

  const save = handleSubmit(
    async (values) => {
      try {
        // mutateAsync settles after the profile is refetched, and its toasts show even if
        // the form is gone by then (/register leaves as soon as the profile exists).
        const saved = isRegistered
          ? await updateProfile.mutateAsync(values)
          : await registerCandidate.mutateAsync(values);
        notify(
          isRegistered
            ? {
                title: 'Profile Updated',
                description: 'Your candidate profile has been updated successfully.',
              }
            : {
                title: 'Registration Complete',
                description: 'You are now registered as a candidate!',
              },
        );
        onSaved?.(saved);
      } catch (error) {
        if (notifyError(error) !== 'failed') return;
        const fieldErrors = candidateFieldErrorsOf(error);
        for (const [field, message] of fieldErrors) {
          setError(field, { type: 'server', message }, { shouldFocus: true });
        }
        if (fieldErrors.length > 0) onFieldErrors?.(fieldErrors.map(([field]) => field));
      }
    },
    (errors) => onFieldErrors?.(Object.keys(errors) as CandidateField[]),
  );

  return { form, save, isRegistered, isSaving: form.formState.isSubmitting };
}
