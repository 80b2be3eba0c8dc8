import { tUi } from '../i18n/messages';
import { X } from 'lucide';
import { Icon } from '../icon';
import { toast as hotToast, type Toast } from 'react-hot-toast/headless';
import styled, { keyframes } from 'styled-components';

export type ToastVariant = 'default' | 'destructive';

export interface ToastCardProps {
  toast: Toast;
  title: string;
  description?: string;
  variant: ToastVariant;
}

const enter = keyframes`
  from { opacity: 0; transform: translateY(-0.5rem); }
  to { opacity: 1; transform: none; }
`;

const Root = styled.div<{ $destructive: boolean; $visible: boolean }>`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  width: min(420px, calc(100vw - 2rem));
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  background: ${({ theme, $destructive }) =>
    $destructive ? theme.colors.danger : theme.colors.surfaceRaised};
  color: ${({ theme, $destructive }) => ($destructive ? theme.colors.onDanger : theme.colors.text)};
  border: 1px solid
    ${({ theme, $destructive }) => ($destructive ? theme.colors.dangerHover : theme.colors.primary)};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  animation: ${enter} ${({ theme }) => theme.durations.normal} ease-out;
  opacity: ${({ $visible }) => ($visible ? 1 : 0)};
  transition: opacity ${({ theme }) => theme.durations.normal};
`;

const Text = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

const Title = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

const Description = styled.p`
  margin: ${({ theme }) => theme.space[1]} 0 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  opacity: 0.9;
`;

const Close = styled.button`
  flex: none;
  display: inline-flex;
  padding: ${({ theme }) => theme.space[1]};
  border: 0;
  background: transparent;
  color: inherit;
  line-height: 1;
  cursor: pointer;
`;

/** One toast: title, optional description, red when destructive. */
export function ToastCard({ toast, title, description, variant }: ToastCardProps) {
  const destructive = variant === 'destructive';
  return (
    <Root
      // Errors interrupt (alert); confirmations wait their turn (status).
      role={destructive ? 'alert' : 'status'}
      aria-atomic="true"
      // A dismissed toast stays in the DOM while it fades: hide it from screen readers now, and
      // make it inert so its Dismiss button cannot take focus inside hidden content (axe's
      // aria-hidden-focus).
      aria-hidden={toast.visible ? undefined : true}
      inert={!toast.visible}
      $destructive={destructive}
      $visible={toast.visible}
    >
      <Text>
        <Title>{title}</Title>
        {description ? <Description>{description}</Description> : null}
      </Text>
      <Close
        type="button"
        aria-label={tUi('ui.dismissNotification')}
        onClick={() => hotToast.dismiss(toast.id)}
      >
        <Icon icon={X} size={18} />
      </Close>
    </Root>
  );
}
