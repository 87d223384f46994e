import styles from "../ui/admin.module.css";
import { formatInr } from "../ui/format";

export interface Bar {
  key: string;
  label: string;
  value: number;
}

const HEIGHT = 220;
const LABEL_SPACE = 18;

/**
 * Bars drawn as SVG, one per row, negative values below the line (a day of credit notes only). The
 * figures are the table's beside it, so the drawing is hidden from screen readers and carries a title
 * per bar for the pointer.
 */
export function BarChart({ bars, caption }: { bars: readonly Bar[]; caption: string }) {
  if (bars.length === 0) return null;
  const max = Math.max(0, ...bars.map((b) => b.value));
  const min = Math.min(0, ...bars.map((b) => b.value));
  const span = max - min || 1;
  const plot = HEIGHT - LABEL_SPACE;
  const zero = (max / span) * plot;
  const width = Math.max(300, bars.length * 14);
  const step = width / bars.length;
  const barWidth = Math.max(2, step * 0.7);
  // Labels under at most about 12 bars, so that they never overlap.
  const every = Math.max(1, Math.ceil(bars.length / 12));
  return (
    <figure className={styles.chart} data-testid="report-chart">
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        width="100%"
        height={HEIGHT}
        preserveAspectRatio="none"
        aria-hidden="true"
      >
        <line x1={0} x2={width} y1={zero} y2={zero} stroke="#b9ae9c" strokeWidth={1} />
        {bars.map((bar, index) => {
          const h = (Math.abs(bar.value) / span) * plot;
          const x = index * step + (step - barWidth) / 2;
          const y = bar.value >= 0 ? zero - h : zero;
          return (
            <g key={bar.key}>
              <rect
                x={x}
                y={y}
                width={barWidth}
                height={Math.max(bar.value === 0 ? 0 : 1, h)}
                fill={bar.value >= 0 ? "rgba(201, 162, 74, 0.8)" : "#b5483a"}
              >
                <title>{`${bar.label}: ${formatInr(bar.value)}`}</title>
              </rect>
              {index % every === 0 ? (
                <text x={x} y={HEIGHT - 4} fontSize={10} fill="#6b6257">
                  {bar.label.length > 14 ? `${bar.label.slice(0, 13)}…` : bar.label}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption className={styles.muted}>{caption}</figcaption>
    </figure>
  );
}
