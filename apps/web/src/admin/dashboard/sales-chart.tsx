"use client";

import { type AdminDashboardDto, atShopTime, SHOP_TIME_ZONE } from "@roshni/core";
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import "uplot/dist/uPlot.min.css";
import styles from "../ui/admin.module.css";
import { formatCount, formatInr, formatInrWhole } from "../ui/format";

type Day = AdminDashboardDto["days"][number];

const dayLabel = new Intl.DateTimeFormat("en-IN", {
  day: "numeric",
  month: "short",
  timeZone: SHOP_TIME_ZONE,
});

/** Noon in Delhi of a YYYY-MM-DD day, in Unix seconds (uPlot's time axis). */
function dayToSeconds(date: string): number {
  return Date.parse(atShopTime(`${date}T12:00:00`)) / 1000;
}

/**
 * The last 30 days: sales in ₹ as bars (left axis), orders as a line (right axis). uPlot draws on a
 * canvas, so the same figures are also given as a table for screen readers.
 */
export function SalesChart({ days }: { days: Day[] }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      days.map((day) => dayToSeconds(day.date)),
      days.map((day) => day.sales),
      days.map((day) => day.orders),
    ];
    const width = () => Math.max(280, element.clientWidth);
    const plot = new uPlot(
      {
        width: width(),
        height: 260,
        tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), SHOP_TIME_ZONE),
        scales: {
          x: { time: true },
          rupees: { range: (_u, _min, max) => [0, Math.max(1000, max * 1.1)] },
          orders: { range: (_u, _min, max) => [0, Math.max(5, Math.ceil(max * 1.2))] },
        },
        series: [
          {},
          {
            label: "Sales",
            scale: "rupees",
            fill: "rgba(201, 162, 74, 0.55)",
            stroke: "#7a5a0e",
            paths: uPlot.paths.bars?.({ size: [0.7, 40] }),
            value: (_u, value) => (value == null ? "—" : formatInr(value)),
          },
          {
            label: "Orders",
            scale: "orders",
            stroke: "#1b1510",
            width: 2,
            points: { size: 5 },
            value: (_u, value) => (value == null ? "—" : formatCount(value)),
          },
        ],
        axes: [
          { values: (_u, splits) => splits.map((ts) => dayLabel.format(new Date(ts * 1000))) },
          { scale: "rupees", values: (_u, splits) => splits.map((value) => formatInrWhole(value)), size: 80 },
          {
            scale: "orders",
            side: 1,
            grid: { show: false },
            values: (_u, splits) => splits.map((value) => (Number.isInteger(value) ? String(value) : "")),
          },
        ],
      },
      data,
      element,
    );
    const observer = new ResizeObserver(() => plot.setSize({ width: width(), height: 260 }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot.destroy();
    };
  }, [days]);

  return (
    <figure className={styles.chart} aria-labelledby="chart-caption">
      <div ref={box} aria-hidden="true" />
      <figcaption id="chart-caption" className="visually-hidden">
        Orders and sales of the last 30 days
      </figcaption>
      <table className="visually-hidden">
        <caption>Orders and sales per day, last 30 days</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Orders</th>
            <th scope="col">Sales</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <td>{day.date}</td>
              <td>{day.orders}</td>
              <td>{formatInr(day.sales)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
