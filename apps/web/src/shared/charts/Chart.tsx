import { theme } from 'antd';
import { useEffect, useRef } from 'react';
import { useResolvedTheme } from '../settings/resolved-theme';
import { init, type ChartOption } from './echarts';

interface ChartProps {
  option: ChartOption;
  height: number;
  /** What the chart shows, for screen readers and tests (the SVG itself says little). */
  label: string;
}

/**
 * One ECharts instance in a div, following the console's light or dark theme (re-created when it flips),
 * the div's width and the theme's motion (off for reduced motion: no growing bars or lines). A console-wide
 * wrapper, so features need not each carry one.
 */
export function Chart({ option, height, label }: ChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init> | null>(null);
  const mode = useResolvedTheme();
  const { motion } = theme.useToken().token;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const instance = init(element, mode === 'dark' ? 'dark' : undefined, { renderer: 'svg' });
    chart.current = instance;
    const observer =
      typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => instance.resize());
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, [mode]);

  useEffect(() => {
    const animation = motion ? {} : { animation: false };
    chart.current?.setOption({ backgroundColor: 'transparent', ...option, ...animation }, { notMerge: true });
  }, [option, mode, motion]);

  return (
    <figure aria-label={label} style={{ margin: 0 }}>
      <div ref={ref} style={{ width: '100%', height }} />
    </figure>
  );
}
