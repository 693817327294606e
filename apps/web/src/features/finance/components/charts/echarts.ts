/**
 * ECharts with only what the overview draws: line and bar series on a grid, tooltips, the screen-reader
 * description (aria), drawn as SVG. Importing `echarts` whole would put every chart type in the bundle.
 */
import { BarChart, LineChart, type BarSeriesOption, type LineSeriesOption } from 'echarts/charts';
import {
  AriaComponent,
  GridComponent,
  TooltipComponent,
  type AriaComponentOption,
  type GridComponentOption,
  type TooltipComponentOption,
} from 'echarts/components';
import { init, use as registerParts, type ComposeOption } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

registerParts([LineChart, BarChart, GridComponent, TooltipComponent, AriaComponent, SVGRenderer]);

export type ChartOption = ComposeOption<
  LineSeriesOption | BarSeriesOption | GridComponentOption | TooltipComponentOption | AriaComponentOption
>;

export { init };
