import { Stack } from 'shared-ui';
import { CampaignDashboardPanel } from './campaign-dashboard-panel';
import { RefcodeReportPanel } from './refcode-report-panel';

/** The account's Campaign tab: the dashboard, then the refcode report (docs/refcodes.md). */
export function CampaignPanels({ candidateId }: { candidateId: number }) {
  return (
    <Stack $gap={6}>
      <CampaignDashboardPanel candidateId={candidateId} />
      <RefcodeReportPanel candidateId={candidateId} />
    </Stack>
  );
}
