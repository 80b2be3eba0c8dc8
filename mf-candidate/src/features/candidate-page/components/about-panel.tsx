import styled from 'styled-components';
import type { Candidate } from 'shared-api';
import { ProfileSection, ProfileText } from './profile-section';

const Contact = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0;

  dt {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  a {
    color: ${({ theme }) => theme.colors.primaryText};
  }
`;

const NOT_PROVIDED = 'Not provided';

/** About tab: biography, experience and contact, each with its fallback. */
export function AboutPanel({
  candidate,
}: {
  candidate: Pick<Candidate, 'bio' | 'experience' | 'email' | 'phone'>;
}) {
  const email = candidate.email?.trim();
  const phone = candidate.phone?.trim();
  return (
    <>
      <ProfileSection title="Biography">
        <ProfileText text={candidate.bio} fallback="No biography provided yet." />
      </ProfileSection>
      <ProfileSection title="Experience">
        <ProfileText text={candidate.experience} fallback="No experience listed yet." />
      </ProfileSection>
      <ProfileSection title="Contact">
        <Contact>
          <dt>Email</dt>
          <dd>{email ? <a href={`mailto:${email}`}>{email}</a> : NOT_PROVIDED}</dd>
          <dt>Phone</dt>
          <dd>
            {phone ? <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> : NOT_PROVIDED}
          </dd>
        </Contact>
      </ProfileSection>
    </>
  );
}

/** Platform tab. */
export function PlatformPanel({ candidate }: { candidate: Pick<Candidate, 'platform'> }) {
  return (
    <ProfileSection title="Platform">
      <ProfileText text={candidate.platform} fallback="Platform details coming soon." />
    </ProfileSection>
  );
}
