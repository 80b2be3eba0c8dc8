// 'shared-ui/charts': the line chart, which only pages that show a chart load, each as a
// chunk of its own (`import('shared-ui/charts')`): it is not a shared module, so its library
// (visx) never reaches a page without a chart, /home included. What it uses from the rest of
// shared-ui (the theme's colours) it imports from there, so there is one copy of that.
export { LineChart, type LineChartProps, type ChartSeries } from './charts/line-chart';
