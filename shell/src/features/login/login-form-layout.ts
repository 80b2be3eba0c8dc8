import styled from 'styled-components';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

export const FormError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.dangerText};
`;
