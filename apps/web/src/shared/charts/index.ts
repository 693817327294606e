export { Chart } from './Chart';
export type { ChartOption } from './echarts';
