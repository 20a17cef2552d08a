/**
 * The home's charts in plain SVG (no chart library): the total balance over 30 or 90 days as a line, and money in
 * and out by month as bars. Each is an image with a text summary for screen readers (`role="img"` and its label) and
 * the numbers as a table they can read; the table is visually hidden.
 */
import { useId, useState } from 'react';
import type { TFunction } from '../../core/i18n/i18n';
import { formatMoney } from '../../core/money/money';
import { AmountText } from '../../ui';
import type { BalancePoint, MonthFlow } from './home-data';

const WIDTH = 560;
const HEIGHT = 160;
const PAD = 8;

function dayLabel(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00.000Z`),
  );
}

function monthLabel(month: string, language: string): string {
  return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-15T12:00:00.000Z`),
  );
}

export interface BalanceChartProps {
  /** The last 90 days, oldest first. */
  points: readonly BalancePoint[];
  flows: readonly MonthFlow[];
  currency: string;
  language: string;
  t: TFunction;
}

export function BalanceChart({ points, flows, currency, language, t }: BalanceChartProps) {
  const [span, setSpan] = useState<30 | 90>(30);
  const id = useId();
  const shown = points.slice(-span);
  const first = shown[0];
  const last = shown[shown.length - 1];
  const money = (value: number) => formatMoney(value.toFixed(2), currency, language, { maximumFractionDigits: 2 });
  if (!first || !last) return null;

  const values = shown.map((point) => point.balance);
  const min = Math.min(...values);
  const max = Math.max(...values);
  // The area is filled down to the chart's foot, so the foot is zero (or the lowest value when the balance went
  // below zero): a scale from the lowest value made a fall from $6,000 to $2,400 look like a fall to nothing.
  const floor = Math.min(0, min);
  const range = max - floor || 1;
  const x = (index: number) => PAD + (index * (WIDTH - 2 * PAD)) / Math.max(shown.length - 1, 1);
  const y = (value: number) => HEIGHT - PAD - ((value - floor) * (HEIGHT - 2 * PAD)) / range;
  const line = shown
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${x(index).toFixed(1)},${y(point.balance).toFixed(1)}`)
    .join(' ');
  const area = `${line} L${x(shown.length - 1).toFixed(1)},${HEIGHT} L${x(0).toFixed(1)},${HEIGHT} Z`;
  const summary = t('home.chart.summary', {
    days: span,
    from: money(first.balance),
    to: money(last.balance),
    min: money(min),
    max: money(max),
  });

  const flowMax = Math.max(1, ...flows.flatMap((flow) => [flow.moneyIn, flow.moneyOut]));
  const barWidth = flows.length > 0 ? (WIDTH - 2 * PAD) / flows.length : 0;
  const flowSummary = flows
    .map((flow) =>
      t('home.flows.line', {
        month: monthLabel(flow.month, language),
        in: money(flow.moneyIn),
        out: money(flow.moneyOut),
      }),
    )
    .join('; ');

  return (
    <section className="wallet-home__panel wallet-home__chart" aria-labelledby={`${id}-title`}>
      <div className="wallet-home__panel-head">
        <h2 id={`${id}-title`}>{t('home.chart.title')}</h2>
        <div className="wallet-home__segmented" role="group" aria-label={t('home.chart.span')}>
          {([30, 90] as const).map((days) => (
            <button key={days} type="button" aria-pressed={span === days} onClick={() => setSpan(days)}>
              {t('home.chart.days', { days })}
            </button>
          ))}
        </div>
      </div>
      <svg
        role="img"
        aria-label={summary}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="wallet-home__line"
        preserveAspectRatio="none"
      >
        <path d={area} className="wallet-home__line-area" />
        <path d={line} className="wallet-home__line-stroke" />
      </svg>
      <div className="wallet-home__axis" aria-hidden="true">
        <span>{dayLabel(first.day, language)}</span>
        <span>{dayLabel(last.day, language)}</span>
      </div>
      {/* A table ignores the 1 px box of visually hidden (it widened the page at 320 px): its wrapper takes it. */}
      <div className="wallet-visually-hidden">
        <table>
          <caption>{t('home.chart.table', { days: span })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('home.chart.day')}</th>
              <th scope="col">{t('home.chart.balance')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((point) => (
              <tr key={point.day}>
                <th scope="row">{dayLabel(point.day, language)}</th>
                <td>{money(point.balance)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h3>{t('home.flows.title')}</h3>
      {flows.length === 0 ? (
        <p className="wallet-home__muted">{t('home.flows.empty')}</p>
      ) : (
        <>
          <svg
            role="img"
            aria-label={flowSummary}
            viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
            className="wallet-home__bars"
            preserveAspectRatio="none"
          >
            {flows.map((flow, index) => {
              const half = barWidth / 2 - 6;
              const inHeight = (flow.moneyIn * (HEIGHT - PAD)) / flowMax;
              const outHeight = (flow.moneyOut * (HEIGHT - PAD)) / flowMax;
              const left = PAD + index * barWidth + 4;
              return (
                <g key={flow.month}>
                  <rect
                    x={left}
                    y={HEIGHT - inHeight}
                    width={half}
                    height={inHeight}
                    className="wallet-home__bar-in"
                    rx="3"
                  />
                  <rect
                    x={left + half + 4}
                    y={HEIGHT - outHeight}
                    width={half}
                    height={outHeight}
                    className="wallet-home__bar-out"
                    rx="3"
                  />
                </g>
              );
            })}
          </svg>
          <div className="wallet-home__axis wallet-home__axis--months" aria-hidden="true">
            {flows.map((flow) => (
              <span key={flow.month}>{monthLabel(flow.month, language)}</span>
            ))}
          </div>
          <p className="wallet-home__legend" aria-hidden="true">
            <span className="wallet-home__key wallet-home__key--in" /> {t('home.flows.in')}
            <span className="wallet-home__key wallet-home__key--out" /> {t('home.flows.out')}
          </p>
          <div className="wallet-visually-hidden">
            <table>
              <caption>{t('home.flows.title')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('home.flows.month')}</th>
                  <th scope="col">{t('home.flows.in')}</th>
                  <th scope="col">{t('home.flows.out')}</th>
                </tr>
              </thead>
              <tbody>
                {flows.map((flow) => (
                  <tr key={flow.month}>
                    <th scope="row">{monthLabel(flow.month, language)}</th>
                    <td>
                      <AmountText amount={flow.moneyIn.toFixed(2)} currency={currency} maximumFractionDigits={2} />
                    </td>
                    <td>
                      <AmountText amount={flow.moneyOut.toFixed(2)} currency={currency} maximumFractionDigits={2} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
