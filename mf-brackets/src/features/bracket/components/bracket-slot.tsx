import { Trophy } from 'lucide';
import { Link } from 'react-router-dom';
import type { CandidateListItem } from 'shared-api';
import { Avatar, Button, formatThousands, Icon } from 'shared-ui';
import styled, { css } from 'styled-components';
import { t } from '../../../place-messages';

const Row = styled.div<{ $winner: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  min-height: 2.75rem;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  min-width: 0;
  ${({ theme, $winner }) =>
    $winner &&
    css`
      background: color-mix(in srgb, ${theme.colors.gold} 12%, transparent);
    `}
`;

const Name = styled(Link)`
  flex: 1;
  min-width: 0;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  overflow-wrap: anywhere;
  &:hover {
    color: ${({ theme }) => theme.colors.primaryText};
    text-decoration: underline;
  }
`;

const Money = styled.span`
  flex: none;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.primaryText};
  font-variant-numeric: tabular-nums;
`;

const WinnerMark = styled(Icon).attrs({ icon: Trophy })`
  flex: none;
  color: ${({ theme }) => theme.colors.gold};
`;

const Tbd = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  letter-spacing: 0.08em;
`;

/**
 * What an empty slot says: round 1 invites candidates to register while the seeds are
 * provisional and is a bye once they are fixed; later rounds wait for winners (TBD). 'unknown'
 * (the tournament's state has not arrived) says nothing yet rather than offer a Register that
 * may be gone a moment later.
 */
export type EmptySlot = 'register' | 'bye' | 'tbd' | 'unknown';

export interface BracketSlotProps {
  candidate: CandidateListItem | null;
  empty: EmptySlot;
  isWinner: boolean;
}

function EmptySlotContent({ empty }: { empty: EmptySlot }) {
  if (empty === 'register') {
    return (
      <Button as={Link} to="/register" $size="sm" $variant="secondary">
        {t('slot.register')}
      </Button>
    );
  }
  if (empty === 'bye') return <Tbd>{t('slot.bye')}</Tbd>;
  if (empty === 'tbd') return <Tbd>{t('slot.tbd')}</Tbd>;
  return null;
}

/**
 * One side of a match: a candidate (photo or initials, name, money), or an empty slot. The
 * photo is decorative: the name beside it says whose it is.
 */
export function BracketSlot({ candidate, empty, isWinner }: BracketSlotProps) {
  if (!candidate) {
    return (
      <Row $winner={false} data-slot="empty">
        <EmptySlotContent empty={empty} />
      </Row>
    );
  }
  return (
    <Row $winner={isWinner} data-slot="candidate">
      <Avatar src={candidate.avatar} alt="" name={candidate.name} size="sm" />
      <Name to={`/candidate/${candidate.id}`}>{candidate.name}</Name>
      {isWinner ? <WinnerMark size={18} label={t('slot.winner')} /> : null}
      <Money>{formatThousands(candidate.totalDonations)}</Money>
    </Row>
  );
}
