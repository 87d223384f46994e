"use client";

import {
  type AdminCouponCreateInput,
  type AdminCouponDto,
  adminCouponCreateSchema,
  type CouponBuyerDto,
} from "@roshni/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { adminKeys } from "../api/query-keys";
import { useGroups } from "../customers/use-groups";
import styles from "../ui/admin.module.css";
import { BuyerPicker } from "../ui/buyer-picker";
import { describedBy, Field } from "../ui/field";
import { FilterBar, FilterSearch, FilterSelect } from "../ui/filter-bar";
import { bodyResolver, showSaveError } from "../ui/form-errors";
import { formatInr } from "../ui/format";
import { ListResults } from "../ui/list-results";
import { toastDone, toastFailed } from "../ui/toast";
import { useListQuery } from "../ui/use-list-query";
import { useUrlFilters } from "../ui/use-url-filters";
import { couponsApi } from "./api";

interface FormValues {
  code: string;
  description: string;
  subtotalPercent: string;
  packingType: "percent" | "absolute";
  packingDiscount: string;
  transportType: "percent" | "absolute";
  transportDiscount: string;
  validFrom: string;
  validTo: string;
  usageLimit: string;
  usagePerCustomer: string;
  active: boolean;
  customerGroupIds: string[];
  customers: CouponBuyerDto[];
}

const num = (text: string) => (text.trim() === "" ? 0 : Number(text.replace(/,/g, "")));
const limit = (text: string) => (text.trim() === "" ? null : Number(text));

function toBody(values: FormValues): AdminCouponCreateInput {
  return {
    code: values.code,
    description: values.description,
    subtotalPercent: num(values.subtotalPercent),
    packingType: values.packingType,
    packingDiscount: num(values.packingDiscount),
    transportType: values.transportType,
    transportDiscount: num(values.transportDiscount),
    validFrom: values.validFrom || null,
    validTo: values.validTo || null,
    usageLimit: limit(values.usageLimit),
    usagePerCustomer: limit(values.usagePerCustomer),
    active: values.active,
    customerGroupIds: values.customerGroupIds.map(Number),
    customerIds: values.customers.map((buyer) => buyer.id),
  } as AdminCouponCreateInput;
}

/** The API names the buyers' ids; the form holds the buyers themselves. */
const COUPON_FIELD_NAMES = { customerIds: "customers" };

const resolver = bodyResolver<FormValues>(adminCouponCreateSchema, toBody, COUPON_FIELD_NAMES);

function defaults(coupon: AdminCouponDto | null): FormValues {
  return {
    code: coupon?.code ?? "",
    description: coupon?.description ?? "",
    subtotalPercent: String(coupon?.subtotalPercent ?? 0),
    packingType: coupon?.packingType ?? "percent",
    packingDiscount: String(coupon?.packingDiscount ?? 0),
    transportType: coupon?.transportType ?? "percent",
    transportDiscount: String(coupon?.transportDiscount ?? 0),
    validFrom: coupon?.validFrom ?? "",
    validTo: coupon?.validTo ?? "",
    usageLimit: coupon?.usageLimit === null || coupon === null ? "" : String(coupon.usageLimit),
    usagePerCustomer:
      coupon?.usagePerCustomer === null || coupon === null ? "" : String(coupon.usagePerCustomer),
    active: coupon?.active ?? true,
    customerGroupIds: (coupon?.customerGroupIds ?? []).map(String),
    customers: coupon?.customers ?? [],
  };
}

function CouponForm({ coupon, onDone }: { coupon: AdminCouponDto | null; onDone: () => void }) {
  const groups = useGroups();
  const queryClient = useQueryClient();
  const form = useForm<FormValues>({ resolver, defaultValues: defaults(coupon) });
  const { errors } = form.formState;
  const save = useMutation({
    mutationFn: (body: AdminCouponCreateInput) =>
      coupon ? couponsApi.update(coupon.id, body) : couponsApi.create(body),
    onSuccess: (saved) => {
      queryClient.invalidateQueries({ queryKey: adminKeys.coupons.all });
      toastDone(coupon ? `Coupon ${saved.code} saved.` : `Coupon ${saved.code} created.`);
      onDone();
    },
    onError: (error) => {
      showSaveError(form, error, COUPON_FIELD_NAMES);
    },
  });
  const err = (name: keyof FormValues) => errors[name]?.message as string | undefined;
  return (
    <form
      className={styles.panel}
      noValidate
      aria-labelledby="coupon-form-title"
      onSubmit={form.handleSubmit((values) => save.mutate(toBody(values)))}
    >
      <h2 id="coupon-form-title" className={styles.sectionTitle}>
        {coupon ? `Edit ${coupon.code}` : "New coupon"}
      </h2>
      <div className={styles.formGrid}>
        <Field id="coupon-code" label="Code" error={err("code")}>
          <input {...describedBy("coupon-code", err("code"))} {...form.register("code")} />
        </Field>
        <Field id="coupon-description" label="Description" error={err("description")}>
          <input
            {...describedBy("coupon-description", err("description"))}
            {...form.register("description")}
          />
        </Field>
        <Field id="coupon-subtotal" label="Subtotal discount (%)" error={err("subtotalPercent")}>
          <input
            inputMode="decimal"
            {...describedBy("coupon-subtotal", err("subtotalPercent"))}
            {...form.register("subtotalPercent")}
          />
        </Field>
        <Field id="coupon-packing-type" label="Packing discount as">
          <select id="coupon-packing-type" {...form.register("packingType")}>
            <option value="percent">Percent of the packing fee</option>
            <option value="absolute">Rupees, at most the fee</option>
          </select>
        </Field>
        <Field id="coupon-packing" label="Packing discount" error={err("packingDiscount")}>
          <input
            inputMode="decimal"
            {...describedBy("coupon-packing", err("packingDiscount"))}
            {...form.register("packingDiscount")}
          />
        </Field>
        <Field id="coupon-transport-type" label="Transport discount as">
          <select id="coupon-transport-type" {...form.register("transportType")}>
            <option value="percent">Percent of the transport fee</option>
            <option value="absolute">Rupees, at most the fee</option>
          </select>
        </Field>
        <Field id="coupon-transport" label="Transport discount" error={err("transportDiscount")}>
          <input
            inputMode="decimal"
            {...describedBy("coupon-transport", err("transportDiscount"))}
            {...form.register("transportDiscount")}
          />
        </Field>
        <Field id="coupon-from" label="First day" error={err("validFrom")} hint="Empty: from now.">
          <input
            type="date"
            {...describedBy("coupon-from", err("validFrom"), "x")}
            {...form.register("validFrom")}
          />
        </Field>
        <Field id="coupon-to" label="Last day" error={err("validTo")} hint="Empty: no end.">
          <input
            type="date"
            {...describedBy("coupon-to", err("validTo"), "x")}
            {...form.register("validTo")}
          />
        </Field>
        <Field id="coupon-limit" label="Uses in all" error={err("usageLimit")} hint="Empty: no limit.">
          <input
            inputMode="numeric"
            {...describedBy("coupon-limit", err("usageLimit"), "x")}
            {...form.register("usageLimit")}
          />
        </Field>
        <Field
          id="coupon-per-buyer"
          label="Uses per buyer"
          error={err("usagePerCustomer")}
          hint="Empty: no limit."
        >
          <input
            inputMode="numeric"
            {...describedBy("coupon-per-buyer", err("usagePerCustomer"), "x")}
            {...form.register("usagePerCustomer")}
          />
        </Field>
      </div>
      <Controller
        control={form.control}
        name="customers"
        render={({ field }) => (
          <BuyerPicker
            id="coupon-buyers"
            label="Only for these buyers"
            value={field.value}
            onChange={field.onChange}
            error={err("customers")}
            hint="None chosen: any buyer (of the groups ticked below)."
          />
        )}
      />
      {groups ? (
        <fieldset className={styles.field}>
          <legend className={styles.legend}>Only for these groups (none ticked: every group)</legend>
          {groups.map((group) => (
            <label key={group.id} className={styles.check}>
              <input type="checkbox" value={String(group.id)} {...form.register("customerGroupIds")} />
              {group.name}
            </label>
          ))}
          {err("customerGroupIds") ? (
            <span className={styles.fieldError}>{err("customerGroupIds")}</span>
          ) : null}
        </fieldset>
      ) : null}
      <label className={styles.check}>
        <input type="checkbox" {...form.register("active")} />
        Active (buyers can use it)
      </label>
      <div className={styles.actions}>
        <button
          type="submit"
          className="btn btn-dark"
          disabled={save.isPending}
          aria-busy={save.isPending || undefined}
        >
          {coupon ? "Save coupon" : "Create coupon"}
        </button>
        <button type="button" className="btn btn-outline" onClick={onDone}>
          Close
        </button>
      </div>
    </form>
  );
}

function terms(coupon: AdminCouponDto): string {
  const parts: string[] = [];
  if (coupon.subtotalPercent > 0) parts.push(`${coupon.subtotalPercent} % off the subtotal`);
  const fee = (what: string, type: "percent" | "absolute", amount: number) =>
    amount > 0 &&
    parts.push(type === "percent" ? `${amount} % off ${what}` : `${formatInr(amount)} off ${what}`);
  fee("packing", coupon.packingType, coupon.packingDiscount);
  fee("transport", coupon.transportType, coupon.transportDiscount);
  return parts.join(", ");
}

const ACTIVE_OPTIONS = [
  { value: "", label: "Every coupon" },
  { value: "true", label: "Active" },
  { value: "false", label: "Disabled" },
];

/** `/admin/coupons`: create, edit, disable; uses per coupon. */
export function CouponsPage() {
  const filters = useUrlFilters(["search", "active"] as const);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<AdminCouponDto | "new" | null>(null);
  const query = useListQuery<AdminCouponDto, "search" | "active">(
    adminKeys.coupons.all,
    couponsApi.list,
    filters,
  );
  const toggle = useMutation({
    mutationFn: (coupon: AdminCouponDto) => couponsApi.update(coupon.id, { active: !coupon.active }),
    onSuccess: (saved) => {
      queryClient.invalidateQueries({ queryKey: adminKeys.coupons.all });
      toastDone(saved.active ? `Coupon ${saved.code} enabled.` : `Coupon ${saved.code} disabled.`);
    },
    onError: (error) => toastFailed(error),
  });
  const columns: ColumnDef<AdminCouponDto, unknown>[] = [
    {
      header: "Code",
      cell: ({ row }) => (
        <>
          <strong>{row.original.code}</strong>
          <span className={styles.sub}>{row.original.description}</span>
        </>
      ),
    },
    { header: "Discount", cell: ({ row }) => terms(row.original) },
    {
      header: "Valid",
      cell: ({ row }) => `${row.original.validFrom ?? "—"} to ${row.original.validTo ?? "—"}`,
    },
    {
      header: "Uses",
      cell: ({ row }) =>
        `${row.original.uses}${row.original.usageLimit === null ? "" : ` of ${row.original.usageLimit}`}`,
      meta: { className: styles.num },
    },
    {
      header: "Status",
      cell: ({ row }) => (
        <span className={styles.chip} data-tone={row.original.active ? "good" : "bad"}>
          {row.original.active ? "Active" : "Disabled"}
        </span>
      ),
    },
    {
      header: "Actions",
      cell: ({ row }) => (
        <span className={styles.actions}>
          <button type="button" className="btn btn-outline" onClick={() => setEditing(row.original)}>
            Edit
          </button>
          <button
            type="button"
            className="btn btn-outline"
            disabled={toggle.isPending}
            onClick={() => toggle.mutate(row.original)}
          >
            {row.original.active ? "Disable" : "Enable"}
          </button>
        </span>
      ),
    },
  ];
  return (
    <>
      <div className={styles.pageHead}>
        <h1 className={styles.pageTitle}>Coupons</h1>
        <div className={styles.actions}>
          <button type="button" className="btn btn-dark" onClick={() => setEditing("new")}>
            New coupon
          </button>
        </div>
      </div>
      {editing ? (
        <CouponForm
          key={editing === "new" ? "new" : editing.id}
          coupon={editing === "new" ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      <FilterBar label="Filter coupons" filters={filters}>
        <FilterSearch filters={filters} id="coupons-search" placeholder="Code" />
        <FilterSelect
          filters={filters}
          name="active"
          id="coupons-active"
          label="Show"
          options={ACTIVE_OPTIONS}
        />
      </FilterBar>
      <ListResults
        query={query}
        what="coupons"
        paging={filters}
        caption="Coupons"
        columns={columns}
        rowKey={(row) => String(row.id)}
        empty={filters.active ? "No coupon matches." : "No coupons yet."}
      />
    </>
  );
}
