"use client";

import { type VolumePricesDto, volumePricesInputSchema } from "@roshni/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ApiError } from "@/lib/api/errors";
import { adminGet, adminSend } from "../api/client";
import styles from "../ui/admin.module.css";
import { describedBy, Field } from "../ui/field";
import { toastDone, toastFailed } from "../ui/toast";

interface RowDraft {
  minQuantity: string;
  price: string;
}

interface Draft {
  floor: string;
  groups: { customerGroupId: number; rows: RowDraft[] }[];
}

const volumeKey = (productId: number) => ["admin", "products", "volume-prices", productId] as const;

function draftOf(data: VolumePricesDto): Draft {
  return {
    floor: data.floor === null ? "" : String(data.floor),
    groups: data.groups.map((group) => ({
      customerGroupId: group.customerGroupId,
      rows: group.breaks.map((row) => ({ minQuantity: String(row.minQuantity), price: String(row.price) })),
    })),
  };
}

/** A typed number, or NaN for text that is not one (the schema then says what to enter). */
function numberOf(text: string): number {
  const trimmed = text.trim().replace(/,/g, "");
  return trimmed === "" ? Number.NaN : Number(trimmed);
}

function bodyOf(draft: Draft) {
  return {
    floor: draft.floor.trim() === "" ? null : numberOf(draft.floor),
    groups: draft.groups.map((group) => ({
      customerGroupId: group.customerGroupId,
      breaks: group.rows.map((row) => ({
        minQuantity: numberOf(row.minQuantity),
        price: numberOf(row.price),
      })),
    })),
  };
}

/**
 * The product's volume prices: the wholesale floor, and per customer group its quantity breaks (from N
 * pieces, a price each). The 1+ row is the group's own price, shown for reference. Checked with the core
 * schema as typed and again by the API; a manager or the owner may change them.
 */
export function VolumePrices({ productId, canEdit }: { productId: number; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: volumeKey(productId),
    queryFn: ({ signal }) => adminGet<VolumePricesDto>(`/products/${productId}/volume-prices`, { signal }),
  });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: ReturnType<typeof bodyOf>) =>
      adminSend<VolumePricesDto>("PUT", `/products/${productId}/volume-prices`, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(volumeKey(productId), saved);
      setDraft(draftOf(saved));
      setErrors({});
      toastDone("Volume prices saved.");
    },
    onError: (error) => {
      if (error instanceof ApiError) setErrors({ ...error.fields });
      toastFailed(error);
    },
  });

  if (query.error) {
    return (
      <p className={styles.alert} role="alert">
        The volume prices could not be loaded: {query.error.message}
      </p>
    );
  }
  if (!query.data) {
    return (
      <p className={styles.muted} aria-busy="true">
        Loading volume prices…
      </p>
    );
  }
  const data = query.data;
  const current = draft ?? draftOf(data);
  const change = (next: Draft) => setDraft(next);
  const setRow = (g: number, i: number, patch: Partial<RowDraft>) =>
    change({
      ...current,
      groups: current.groups.map((group, gi) =>
        gi === g
          ? { ...group, rows: group.rows.map((row, ri) => (ri === i ? { ...row, ...patch } : row)) }
          : group,
      ),
    });

  const submit = () => {
    const body = bodyOf(current);
    const parsed = volumePricesInputSchema.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[issue.path.join(".")] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(body);
  };

  return (
    <section className={styles.panel} aria-labelledby="volume-prices-title" data-testid="volume-prices-form">
      <h2 id="volume-prices-title" className={styles.sectionTitle}>
        Volume prices
      </h2>
      <p className={styles.hint}>
        From a number of pieces on one order line, a lower price each. Every row needs more pieces and a lower
        price than the row above; no row goes below the wholesale floor.
        {canEdit ? "" : " Only a manager or the owner changes them."}
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset
          disabled={!canEdit || save.isPending}
          className={styles.stack}
          style={{ border: 0, padding: 0 }}
        >
          <div className={styles.formGrid}>
            <Field
              id="volume-floor"
              label="Wholesale floor (₹ a piece)"
              error={errors.floor}
              hint="Empty: no floor."
            >
              <input
                inputMode="decimal"
                value={current.floor}
                onChange={(event) => change({ ...current, floor: event.currentTarget.value })}
                {...describedBy("volume-floor", errors.floor, "x")}
              />
            </Field>
          </div>
          {data.groups.map((group, g) => {
            const rows = current.groups[g]?.rows ?? [];
            return (
              <fieldset
                key={group.customerGroupId}
                className={styles.stack}
                style={{ border: 0, padding: 0 }}
              >
                <legend className={styles.legend}>
                  {group.title}
                  {group.isDefault ? " (visitors and retail buyers)" : ""}: 1+ ₹{group.basePrice.toFixed(2)}
                </legend>
                {rows.map((row, i) => {
                  const base = `groups.${g}.breaks.${i}`;
                  const id = `volume-${group.customerGroupId}-${i}`;
                  return (
                    <div key={id} className={styles.inlineForm} data-testid="volume-break-row">
                      <Field id={`${id}-qty`} label="From pieces" error={errors[`${base}.minQuantity`]}>
                        <input
                          inputMode="numeric"
                          value={row.minQuantity}
                          onChange={(event) => setRow(g, i, { minQuantity: event.currentTarget.value })}
                          {...describedBy(`${id}-qty`, errors[`${base}.minQuantity`])}
                        />
                      </Field>
                      <Field id={`${id}-price`} label="Price each (₹)" error={errors[`${base}.price`]}>
                        <input
                          inputMode="decimal"
                          value={row.price}
                          onChange={(event) => setRow(g, i, { price: event.currentTarget.value })}
                          {...describedBy(`${id}-price`, errors[`${base}.price`])}
                        />
                      </Field>
                      <button
                        type="button"
                        className={styles.linkButton}
                        aria-label={`Remove the ${row.minQuantity || "new"}+ row of ${group.title}`}
                        onClick={() =>
                          change({
                            ...current,
                            groups: current.groups.map((entry, gi) =>
                              gi === g ? { ...entry, rows: entry.rows.filter((_, ri) => ri !== i) } : entry,
                            ),
                          })
                        }
                      >
                        Remove
                      </button>
                    </div>
                  );
                })}
                <div>
                  <button
                    type="button"
                    className="btn btn-outline"
                    onClick={() =>
                      change({
                        ...current,
                        groups: current.groups.map((entry, gi) =>
                          gi === g
                            ? { ...entry, rows: [...entry.rows, { minQuantity: "", price: "" }] }
                            : entry,
                        ),
                      })
                    }
                  >
                    Add a break for {group.title}
                  </button>
                </div>
              </fieldset>
            );
          })}
          {canEdit ? (
            <div className={styles.actions}>
              <button type="submit" className="btn btn-primary" aria-busy={save.isPending}>
                Save volume prices
              </button>
            </div>
          ) : null}
        </fieldset>
      </form>
    </section>
  );
}
