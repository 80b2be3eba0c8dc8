import { useStreamMoney } from 'shared-api/charts';
import { formatCompactMoney, formatDollars, lazyDateFormat } from 'shared-ui';
import { LazyLineChart } from 'shared-ui/lazy-line-chart';

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
      title="Raised this stream, gift by gift"
      summary={`${gifts.length} ${gifts.length === 1 ? 'gift' : 'gifts'} this stream, ${formatDollars(money.data.totalRaised)} in all; the latest, ${formatDollars(latest.amount)}, at ${timeFormat(new Date(latest.at))}.`}
      pointsHeader="Time"
      points={gifts.map((gift) => timeFormat(new Date(gift.at)))}
      series={[
        { label: 'Gift', values: gifts.map((gift) => gift.amount) },
        { label: 'Stream total', values: gifts.map((gift) => gift.total) },
      ]}
      format={formatDollars}
      formatTick={formatCompactMoney}
    />
  );
}
