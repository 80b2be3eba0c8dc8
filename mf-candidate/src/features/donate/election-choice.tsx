import { memo, useId } from 'react';
import { useController, type Control } from 'react-hook-form';
import styled from 'styled-components';
import { formatLimitDollars, type DonationFormData, type DonationFormValues } from 'shared-api';
import { CardSection } from 'shared-ui';
import { Fieldset } from 'shared-ui/forms';
import { electionName } from '../../components/election-name';
import { t } from '../../donate-messages';
import type { DonationElections, ElectionChoice as Choice } from './donation-elections';
import { Note } from './donation-layout';

// The gift's designation (docs/donation-rules.md, "Elections"): an explicit choice among the
// candidate's elections still ahead, the next one chosen until the donor picks another, each
// with the room the donor has left in it. The chosen election's id is the body's electionId.

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space[1]};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Option = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space[3]};
  row-gap: ${({ theme }) => theme.space[1]};
  align-items: start;
`;

const Radio = styled.input`
  width: 1.125rem;
  height: 1.125rem;
  margin: 0.15rem 0 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
`;

const Name = styled.label`
  cursor: pointer;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Room = styled.p`
  grid-column: 2;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Problem = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  color: ${({ theme }) => theme.colors.dangerText};
`;

/**
 * The election's limit for everybody (a visitor), or what the donor may still give for
 * `choice`; a limit not yet published says so (a provisional day is said in the name).
 */
export function electionRoom(choice: Choice, candidateName: string): string | null {
  const { limitCents, remainingCents, limitProvisional } = choice;
  if (limitCents === null) return null;
  const limit = formatLimitDollars(limitCents);
  const room =
    remainingCents === null
      ? t('donate.election.upTo', { limit })
      : remainingCents > 0
        ? t('donate.election.room', {
            remaining: formatLimitDollars(remainingCents),
            name: candidateName,
            limit,
          })
        : t('donate.election.full', { name: candidateName, limit });
  // Said after the room while the FEC has not yet published the cycle's limit.
  return limitProvisional ? `${room} ${t('donate.election.limitProvisional')}` : room;
}

export interface ElectionChoiceProps {
  control: Control<DonationFormValues, unknown, DonationFormData>;
  elections: DonationElections;
  candidateName: string;
}

// memo: react-hook-form re-renders the form's host once as it mounts; this section re-renders
// for its own field only (useController).
export const ElectionChoice = memo(function ElectionChoice({
  control,
  elections,
  candidateName,
}: ElectionChoiceProps) {
  const id = useId();
  const { field, fieldState } = useController({ control, name: 'electionId' });
  const chosen = field.value ?? elections.defaultId;
  return (
    <CardSection title={t('donate.election.title')}>
      {elections.choices.length === 0 ? (
        <Note>{t('donate.election.none', { name: candidateName })}</Note>
      ) : (
        <Fieldset $gap={4}>
          <Legend>{t('donate.election.legend')}</Legend>
          {elections.choices.map((choice) => {
            const radioId = `${id}-${choice.id}`;
            const room = electionRoom(choice, candidateName);
            return (
              <Option key={choice.id}>
                <Radio
                  type="radio"
                  id={radioId}
                  name={field.name}
                  value={choice.id}
                  checked={chosen === choice.id}
                  onChange={() => field.onChange(choice.id)}
                  onBlur={field.onBlur}
                  aria-describedby={room ? `${radioId}-room` : undefined}
                />
                <Name htmlFor={radioId}>{electionName(choice)}</Name>
                {room ? <Room id={`${radioId}-room`}>{room}</Room> : null}
              </Option>
            );
          })}
          {fieldState.error ? <Problem role="alert">{fieldState.error.message}</Problem> : null}
        </Fieldset>
      )}
    </CardSection>
  );
});
