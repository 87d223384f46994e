"use client";

import { DISPATCH_STAGES, type DispatchStage } from "@roshni/core";
import { useQuery } from "@tanstack/react-query";
import NextLink from "next/link";
import styles from "../ui/admin.module.css";
import { FilterBar, FilterSearch } from "../ui/filter-bar";
import { formatDateTime, formatInr } from "../ui/format";
import { useUrlFilters } from "../ui/use-url-filters";
import { dispatchApi } from "./api";
import { DispatchPapers } from "./dispatch-papers";

const FILTERS = ["stage", "search"] as const;

const STAGE_TITLES: Record<DispatchStage, string> = {
  "to-pack": "To pack",
  waiting: "Waiting for stock",
  packed: "Packed",
};

function isStage(value: string): value is DispatchStage {
  return (DISPATCH_STAGES as readonly string[]).includes(value);
}

/**
 * The dispatch role's dashboard: the orders to work through, oldest first, with the stage and search in
 * the address. Each row says what to do next and opens the order for it; its papers download from here.
 */
export function DispatchQueue({ title = "Dispatch queue" }: { title?: string }) {
  const filters = useUrlFilters(FILTERS);
  const stage = isStage(filters.values.stage) ? filters.values.stage : "";
  const search = filters.values.search;
  const query = useQuery({
    queryKey: ["admin", "dispatch-queue", stage, search],
    queryFn: ({ signal }) => dispatchApi.queue({ stage, search }, signal),
    refetchInterval: 60_000,
  });
  const counts = query.data?.counts;
  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>{title}</h1>
      </div>
      <nav aria-label="Stages" className={styles.actions} data-testid="dispatch-stages">
        <button
          type="button"
          className={stage === "" ? "btn btn-dark" : "btn btn-outline"}
          aria-pressed={stage === ""}
          onClick={() => filters.set({ stage: "" })}
        >
          All
        </button>
        {DISPATCH_STAGES.map((value) => (
          <button
            key={value}
            type="button"
            className={stage === value ? "btn btn-dark" : "btn btn-outline"}
            aria-pressed={stage === value}
            onClick={() => filters.set({ stage: value })}
          >
            {STAGE_TITLES[value]}
            {counts ? ` (${counts[value]})` : ""}
          </button>
        ))}
      </nav>
      <FilterBar label="Filter the dispatch queue" filters={filters}>
        <FilterSearch
          filters={filters}
          id="dispatch-search"
          placeholder="Order number, buyer, firm or phone"
        />
      </FilterBar>
      {query.isPending ? <p className={styles.muted}>Loading the queue…</p> : null}
      {query.isError ? (
        <p className={styles.alert} role="alert">
          The queue could not be loaded: {query.error.message}{" "}
          <button type="button" className={styles.linkButton} onClick={() => query.refetch()}>
            Try again
          </button>
        </p>
      ) : null}
      {query.data && query.data.items.length === 0 ? (
        <p className={styles.muted}>Nothing here: every order of this stage has left.</p>
      ) : null}
      {query.data && query.data.items.length > 0 ? (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="dispatch-queue">
            <caption className="visually-hidden">Orders to pack, waiting for stock and packed</caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Stage</th>
                <th scope="col">Buyer</th>
                <th scope="col">City</th>
                <th scope="col" className={styles.num}>
                  Lines
                </th>
                <th scope="col" className={styles.num}>
                  Value
                </th>
                <th scope="col">E-way bill</th>
                <th scope="col">Next</th>
                <th scope="col">Papers</th>
              </tr>
            </thead>
            <tbody>
              {query.data.items.map((item) => (
                <tr key={item.orderId} data-testid="dispatch-row" data-order={item.number}>
                  <td>
                    <NextLink href={`/admin/orders/${item.orderId}`} className={styles.rowLink}>
                      {item.number}
                    </NextLink>
                    <span className={styles.sub}>{formatDateTime(item.createdAt)}</span>
                  </td>
                  <td>{STAGE_TITLES[item.stage]}</td>
                  <td>{item.buyer}</td>
                  <td>
                    {item.city}, {item.state}
                  </td>
                  <td className={styles.num}>
                    {item.lines}
                    <span className={styles.sub}>
                      {item.quantity} pcs{item.awaited > 0 ? `, ${item.awaited} awaited` : ""}
                    </span>
                  </td>
                  <td className={styles.num}>{formatInr(item.value)}</td>
                  <td>
                    {item.ewayBillRequired
                      ? item.ewayBillNumber
                        ? `Needed: ${item.ewayBillNumber}`
                        : "Needed"
                      : "Not needed"}
                  </td>
                  <td>
                    <NextLink href={`/admin/orders/${item.orderId}`} className={styles.rowLink}>
                      {item.next.label}
                    </NextLink>
                  </td>
                  <td>
                    <DispatchPapers
                      orderId={item.orderId}
                      orderNumber={item.number}
                      invoiced={item.invoiceNumber !== null}
                      compact
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </>
  );
}
