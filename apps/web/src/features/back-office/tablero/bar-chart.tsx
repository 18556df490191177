import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { useEffect, useRef } from 'react';
import { brandScale } from '../../../ui/tokens.ts';

// Only the pieces a bar chart uses, so the dashboard's chunk carries no other chart type (decision 035).
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

interface BarChartProps {
  /** What the chart shows, read by screen readers (the table beside it has the numbers). */
  label: string;
  labels: readonly string[];
  values: readonly number[];
  /** How a value reads in the tooltip and on the vertical axis. */
  format: (value: number) => string;
  height?: number;
}

/** A bar chart drawn by Chart.js on a canvas, rebuilt when its data change. */
export function BarChart({ label, labels, values, format, height = 220 }: BarChartProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const formatRef = useRef(format);
  formatRef.current = format;
  useEffect(() => {
    if (!canvas.current) return;
    const reducedMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: [...labels],
        datasets: [{ label, data: [...values], backgroundColor: brandScale[6], hoverBackgroundColor: brandScale[8] }],
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: reducedMotion ? false : { duration: 300 },
        plugins: {
          tooltip: { callbacks: { label: (item) => formatRef.current(Number(item.raw)) } },
        },
        scales: {
          x: { grid: { display: false } },
          y: { beginAtZero: true, ticks: { callback: (value) => formatRef.current(Number(value)), maxTicksLimit: 6 } },
        },
      },
    });
    return () => chart.destroy();
  }, [label, labels, values]);
  return (
    <div style={{ position: 'relative', height }}>
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
