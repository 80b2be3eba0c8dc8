import { useState } from 'react';
import { useCampaignCandidates } from 'shared-api';
import { TextInput } from 'shared-ui';
import { Field, Select, Fieldset } from 'shared-ui/forms';
import styled from 'styled-components';
import { t } from '../../../messages';

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[2]};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export interface CandidatePickerProps {
  value: number | null;
  /** The picked candidate's id and name (a supporter link's slug begins with the name). */
  onChange: (candidateId: number | null, name: string | null) => void;
  error?: string;
}

/**
 * For a member without a candidate profile (docs/routes-and-screens.md): the verified candidate a
 * supporter link promotes. The link lands on that candidate's page and gifts made through it
 * count for the member's link. A search narrows the list the server answers.
 */
export function CandidatePicker({ value, onChange, error }: CandidatePickerProps) {
  const [search, setSearch] = useState('');
  const candidates = useCampaignCandidates(search, { enabled: true });
  const options = candidates.data ?? [];

  return (
    <Fieldset $gap={3}>
      <Legend>{t('campaignUrls.candidatePicker.legend')}</Legend>
      <Field
        label={t('campaignUrls.candidatePicker.searchLabel')}
        hint={t('campaignUrls.candidatePicker.searchHint')}
      >
        <TextInput
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('campaignUrls.candidatePicker.searchPlaceholder')}
          autoComplete="off"
        />
      </Field>
      <Field label={t('campaignUrls.candidatePicker.label')} required error={error}>
        <Select
          value={value === null ? '' : String(value)}
          onChange={(event) => {
            const id = event.target.value === '' ? null : Number(event.target.value);
            onChange(id, options.find((option) => option.id === id)?.name ?? null);
          }}
          aria-busy={candidates.isFetching}
        >
          <option value="">
            {candidates.isLoading
              ? t('campaignUrls.candidatePicker.loading')
              : options.length === 0
                ? t('campaignUrls.candidatePicker.none')
                : t('campaignUrls.candidatePicker.choose')}
          </option>
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name} ({option.position}, {option.geographicCode})
            </option>
          ))}
        </Select>
      </Field>
    </Fieldset>
  );
}
