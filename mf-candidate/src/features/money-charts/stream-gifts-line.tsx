import { useStreamMoney } from 'shared-api/charts';
import { formatCompactMoney, formatDollars, lazyDateFormat } from 'shared-ui';
import { LazyLineChart } from 'shared-ui/lazy-line-chart';
import { t, tCountAsIs } from '../../messages';

// The live line of /go-live and the watch view: the stream's running total after
// each gift, read again as each gift is pushed. The list beside it says who gave; this says
// how the stream is going. Nothing is drawn until the first gift.

const timeFormat = lazyDateFormat({
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
});

export function StreamGiftsLine({ candidateId }: { candidateId: number }) {
  const money = useStreamMoney(candidateId);
  const gifts = money.data?.gifts ?? [];
  if (!money.data?.isLive || gifts.length === 0) return null;
  const latest = gifts[gifts.length - 1];
  return (
    <LazyLineChart
      title={t('charts.streamTitle')}
      summary={tCountAsIs('charts.streamSummaryOne', 'charts.streamSummaryOther', gifts.length, {
        total: formatDollars(money.data.totalRaised),
        latest: formatDollars(latest.amount),
        time: timeFormat(new Date(latest.at)),
      })}
      pointsHeader={t('charts.time')}
      points={gifts.map((gift) => timeFormat(new Date(gift.at)))}
      series={[
        { label: t('charts.gift'), values: gifts.map((gift) => gift.amount) },
        { label: t('charts.streamTotal'), values: gifts.map((gift) => gift.total) },
      ]}
      format={formatDollars}
      formatTick={formatCompactMoney}
    />
  );
}
