import {
  type CartTotals,
  formatMoney,
  PACKAGING_SLABS,
  packPercent,
  SHIPPING_SLABS,
  type Slab,
  shipPercent,
} from "@roshni/core";
import styles from "./content-page.module.css";
import { formatPercent, type InfoTranslate } from "./messages";
import { pricingExample, slabRanges } from "./pricing-data";
import type { PricingTable } from "./types";

function SlabTable({
  slabs,
  caption,
  testId,
  locale,
  t,
}: {
  slabs: readonly Slab[];
  caption: string;
  testId: string;
  locale: string;
  t: InfoTranslate;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid={testId}>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t("subtotalRange")}</th>
            <th scope="col" className={styles.num}>
              {t("percentOfSubtotal")}
            </th>
          </tr>
        </thead>
        <tbody>
          {slabRanges(slabs).map((range) => {
            const label =
              range.upTo === null
                ? t("above", { from: formatMoney((range.from ?? 1) - 1) })
                : range.from === null
                  ? t("upTo", { to: formatMoney(range.upTo) })
                  : t("between", { from: formatMoney(range.from), to: formatMoney(range.upTo) });
            return (
              <tr key={range.upTo ?? "above"}>
                <th scope="row">{label}</th>
                <td className={styles.num}>{formatPercent(range.percent, locale)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function ExampleTotals({
  caption,
  totals,
  toPay,
  locale,
  t,
  testId,
}: {
  caption: string;
  totals: CartTotals;
  toPay: boolean;
  locale: string;
  t: InfoTranslate;
  testId: string;
}) {
  const line = (type: string) => totals.totals.find((entry) => entry.type === type)?.price ?? 0;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid={testId}>
        <caption>{caption}</caption>
        <tbody>
          <tr>
            <th scope="row">{t("subtotal")}</th>
            <td className={styles.num}>{formatMoney(totals.subtotal)}</td>
          </tr>
          <tr>
            <th scope="row">
              {t("packagingAt", { percent: formatPercent(packPercent(totals.subtotal), locale) })}
            </th>
            <td className={styles.num}>{formatMoney(line("packaging"))}</td>
          </tr>
          <tr>
            <th scope="row">
              {t("shippingAt", { percent: formatPercent(shipPercent(totals.subtotal), locale) })}
            </th>
            <td className={styles.num}>
              {toPay ? (
                <span className={styles.muted}>{t("notCharged")}</span>
              ) : (
                formatMoney(line("shipping"))
              )}
            </td>
          </tr>
          <tr>
            <th scope="row">{t("gstTotal")}</th>
            <td className={styles.num}>{formatMoney(totals.tax)}</td>
          </tr>
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t("total")}</th>
            <td className={styles.num} data-testid={`${testId}-total`}>
              {formatMoney(totals.total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** The worked example: the lines, then the totals with shipping charged and with 'to pay' shipping. */
function PricingExampleTables({ locale, t }: { locale: string; t: InfoTranslate }) {
  const example = pricingExample();
  return (
    <>
      <div className={styles.tableWrap}>
        <table className={styles.table} data-testid="pricing-example-lines">
          <caption>{t("exampleTable")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("product")}</th>
              <th scope="col" className={styles.num}>
                {t("quantity")}
              </th>
              <th scope="col" className={styles.num}>
                {t("unitPrice")}
              </th>
              <th scope="col" className={styles.num}>
                {t("gstRate")}
              </th>
              <th scope="col" className={styles.num}>
                {t("amount")}
              </th>
            </tr>
          </thead>
          <tbody>
            {example.lines.map((line) => (
              <tr key={line.product}>
                <th scope="row">{t(line.product)}</th>
                <td className={styles.num}>{line.quantity}</td>
                <td className={styles.num}>{formatMoney(line.price)}</td>
                <td className={styles.num}>{formatPercent(line.taxRate, locale)}</td>
                <td className={styles.num}>{formatMoney(line.price * line.quantity)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.exampleGrid}>
        <ExampleTotals
          caption={t("shippingPaid")}
          totals={example.paid}
          toPay={false}
          locale={locale}
          t={t}
          testId="pricing-example-paid"
        />
        <ExampleTotals
          caption={t("shippingToPay")}
          totals={example.toPay}
          toPay
          locale={locale}
          t={t}
          testId="pricing-example-to-pay"
        />
      </div>
    </>
  );
}

/** Fee tables and the worked example, straight from @roshni/core so the page cannot disagree with the cart. */
export function PricingBlock({
  table,
  locale,
  t,
}: {
  table: PricingTable;
  locale: string;
  t: InfoTranslate;
}) {
  if (table === "packaging") {
    return (
      <SlabTable
        slabs={PACKAGING_SLABS}
        caption={t("packagingTable")}
        testId="packaging-slabs"
        locale={locale}
        t={t}
      />
    );
  }
  if (table === "shipping") {
    return (
      <SlabTable
        slabs={SHIPPING_SLABS}
        caption={t("shippingTable")}
        testId="shipping-slabs"
        locale={locale}
        t={t}
      />
    );
  }
  return <PricingExampleTables locale={locale} t={t} />;
}
