import { Circle } from 'lucide';
import { Badge, Button, Cluster, Icon } from 'shared-ui';
import styled from 'styled-components';
import { t } from '../../../messages';
import type { GoLiveView } from '../go-live';
import type { SpeakerPosition } from '../speaker';

const LiveName = styled(Cluster).attrs({ as: 'p', $gap: 2, $wrap: false })`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  font-weight: ${({ theme }) => theme.fontWeights.black};
  text-shadow: 0 2px 8px rgba(0, 0, 0, 0.8);
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-shadow: 0 2px 8px rgba(0, 0, 0, 0.8);
`;

export interface GoLiveAreaProps {
  view: GoLiveView;
  onGoLive: (position: SpeakerPosition) => void;
  onEndLive: () => void;
}

/** The middle of the picture: who is live, or what this viewer may do (docs/roles.md). */
export function GoLiveArea({ view, onGoLive, onEndLive }: GoLiveAreaProps) {
  switch (view.kind) {
    case 'live':
      return (
        <>
          <LiveName>
            <Badge $tone="live" aria-hidden="true">
              <Icon icon={Circle} size={10} fill="currentColor" />
            </Badge>
            {t('goLive.isLive', { name: view.name })}
          </LiveName>
          <Note>{t('goLive.inProgress')}</Note>
          {view.canEnd ? (
            <Button $variant="danger" onClick={onEndLive}>
              {t('goLive.end')}
            </Button>
          ) : null}
        </>
      );
    case 'scheduled':
      return (
        <Button $variant="gold" $size="lg" onClick={() => onGoLive(view.position)}>
          {t('goLive.goLiveAs', { name: view.name })}
        </Button>
      );
    case 'not-scheduled':
      return <Note>{t('goLive.notScheduled')}</Note>;
    default:
      return <Note>{t('goLive.viewer')}</Note>;
  }
}
