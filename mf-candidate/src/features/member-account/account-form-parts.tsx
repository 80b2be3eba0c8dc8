import styled from 'styled-components';
import { ApiError } from 'shared-api';
import { Card } from 'shared-ui';
import { t } from '../../messages';

// What the account pages share: a narrow panel, the form column, the alert line.

export const Panel = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[6]};
  ${({ theme }) => theme.media.phone} {
    padding: ${({ theme }) => theme.space[4]};
  }
`;

export const PanelTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

export const Text = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.dangerText};
`;

/**
 * The server's own sentence for a refused call ('This link was already used...'); for a
 * malformed link, what is wrong with its token.
 */
export function serverMessage(error: unknown): string {
  if (error instanceof ApiError && error.body?.errors?.token) return error.body.errors.token;
  if (error instanceof ApiError && error.body?.message) return error.body.message;
  return t('common.somethingWrong');
}
