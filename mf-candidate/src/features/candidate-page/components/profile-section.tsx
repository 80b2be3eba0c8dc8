import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]};
  & + & {
    margin-top: ${({ theme }) => theme.space[6]};
  }
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

// Text nodes only (never HTML); pre-wrap keeps the candidate's own line breaks.
const Text = styled.p<{ $fallback: boolean }>`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  color: ${({ theme, $fallback }) => ($fallback ? theme.colors.textMuted : theme.colors.text)};
  font-style: ${({ $fallback }) => ($fallback ? 'italic' : 'normal')};
`;

export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <Title id={titleId}>{title}</Title>
      {children}
    </Section>
  );
}

/** The candidate's text, or the fallback when they wrote none. */
export function ProfileText({ text, fallback }: { text: string | null; fallback: string }) {
  const written = text?.trim() ? text : null;
  return <Text $fallback={written === null}>{written ?? fallback}</Text>;
}
