"use client";

import {
  type AdminProductCreateInput,
  type AdminProductDto,
  type AdminProductOptionsDto,
  adminProductCreateSchema,
  slugify,
} from "@roshni/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { type FieldErrors, type Resolver, useForm } from "react-hook-form";
import { ApiError } from "@/lib/api/errors";
import { adminKeys } from "../api/query-keys";
import styles from "../ui/admin.module.css";
import { describedBy, Field } from "../ui/field";
import { toastDone, toastFailed } from "../ui/toast";
import { productsApi } from "./api";
import css from "./catalogue.module.css";

/** What the form holds: text as typed; numbers are read when the form is checked against the core's schema. */
interface FormValues {
  title: string;
  sku: string;
  slug: string;
  description: string;
  visible: boolean;
  mrp: string;
  sellingPrice: string;
  wholesalePrice: string;
  /** Customer group id → price text; empty: no price of its own. */
  groupPrices: Record<string, string>;
  stock: string;
  minimumQuantity: string;
  taxRate: string;
  hsnCode: string;
  width: string;
  depth: string;
  height: string;
  unit: "cm" | "mm" | "in";
  /** Text and single selects as text, multi selects as the checked values. */
  attributes: Record<string, string | string[]>;
  categoryIds: string[];
}

const number = (text: string) => (text.trim() === "" ? Number.NaN : Number(text.replace(/,/g, "")));

function toBody(values: FormValues): AdminProductCreateInput {
  const groupPrices = Object.entries(values.groupPrices)
    .filter(([, price]) => price.trim() !== "")
    .map(([id, price]) => ({ customerGroupId: Number(id), price: number(price) }));
  const attributes: Record<string, string | string[]> = {};
  for (const [identifier, value] of Object.entries(values.attributes)) {
    if (Array.isArray(value)) attributes[identifier] = value;
    else if (typeof value === "string") attributes[identifier] = value;
  }
  return {
    title: values.title,
    sku: values.sku,
    description: values.description,
    dimensions: {
      width: { value: number(values.width || "0"), unit: values.unit },
      depth: { value: number(values.depth || "0"), unit: values.unit },
      height: { value: number(values.height || "0"), unit: values.unit },
    },
    mrp: number(values.mrp),
    sellingPrice: number(values.sellingPrice || "0"),
    wholesalePrice: number(values.wholesalePrice || "0"),
    groupPrices,
    stock: number(values.stock),
    minimumQuantity: number(values.minimumQuantity),
    taxRate: number(values.taxRate),
    hsnCode: values.hsnCode,
    attributes,
    categoryIds: values.categoryIds.map(Number),
    slug: values.slug || slugify(`${values.title} ${values.sku}`),
    visible: values.visible,
  } as AdminProductCreateInput;
}

/** An API or schema path ('dimensions.width.value', 'groupPrices.0.price') as the form's field name. */
function formField(path: string, body: AdminProductCreateInput): string {
  const dimension = /^dimensions\.(width|depth|height)/.exec(path);
  if (dimension) return dimension[1] as string;
  const group = /^groupPrices\.(\d+)/.exec(path);
  if (group) {
    const id = body.groupPrices[Number(group[1])]?.customerGroupId;
    return `groupPrices.${id}`;
  }
  if (path.startsWith("categoryIds")) return "categoryIds";
  return path;
}

function toFormErrors(
  fields: Record<string, string>,
  body: AdminProductCreateInput,
): FieldErrors<FormValues> {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const [path, message] of Object.entries(fields)) {
    errors[formField(path, body)] ??= { type: "validate", message };
  }
  return errors as FieldErrors<FormValues>;
}

const resolver: Resolver<FormValues> = async (values) => {
  const body = toBody(values);
  const result = adminProductCreateSchema.safeParse(body);
  if (result.success) return { values, errors: {} };
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.join(".")] ??= issue.message;
  return { values: {}, errors: toFormErrors(fields, body) };
};

function defaults(product: AdminProductDto | null): FormValues {
  if (!product) {
    return {
      title: "",
      sku: "",
      slug: "",
      description: "",
      visible: true,
      mrp: "",
      sellingPrice: "",
      wholesalePrice: "",
      groupPrices: {},
      stock: "0",
      minimumQuantity: "1",
      taxRate: "18",
      hsnCode: "",
      width: "0",
      depth: "0",
      height: "0",
      unit: "cm",
      attributes: {},
      categoryIds: [],
    };
  }
  return {
    title: product.title,
    sku: product.sku,
    slug: product.slug,
    description: product.description,
    visible: product.visible,
    mrp: String(product.mrp),
    sellingPrice: String(product.sellingPrice),
    wholesalePrice: String(product.wholesalePrice),
    groupPrices: Object.fromEntries(
      product.groupPrices.map((g) => [String(g.customerGroupId), String(g.price)]),
    ),
    stock: String(product.stock),
    minimumQuantity: String(product.minimumQuantity),
    taxRate: String(product.taxRate),
    hsnCode: product.hsnCode,
    width: String(product.dimensions.width.value),
    depth: String(product.dimensions.depth.value),
    height: String(product.dimensions.height.value),
    unit: product.dimensions.width.unit,
    attributes: product.attributes,
    categoryIds: product.categoryIds.map(String),
  };
}

/**
 * Create or edit a product. Checked with the core's schema as staff type (mrp ≥ selling ≥ wholesale,
 * HSN digits, stock, MOQ, GST rate) and again by the API, whose refusals land on their fields.
 */
export function ProductForm({
  product,
  options,
  canEdit,
}: {
  product: AdminProductDto | null;
  options: AdminProductOptionsDto;
  canEdit: boolean;
}) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const form = useForm<FormValues>({ resolver, defaultValues: defaults(product) });
  const { errors } = form.formState;
  const [extraValues, setExtraValues] = useState<Record<string, string[]>>({});
  const [newValue, setNewValue] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (body: AdminProductCreateInput) =>
      product ? productsApi.update(product.id, body) : productsApi.create(body),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminKeys.products.detail(saved.id), saved);
      queryClient.invalidateQueries({ queryKey: adminKeys.products.all });
      toastDone(product ? `${saved.title} saved.` : `${saved.title} created.`);
      form.reset(defaults(saved));
      if (!product) router.replace(`/admin/products/${saved.id}`);
    },
    onError: (error, body) => {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        for (const [name, value] of Object.entries(toFormErrors(error.fields, body))) {
          form.setError(name as keyof FormValues, { type: "server", message: value?.message as string });
        }
      }
      toastFailed(error);
    },
  });

  const err = (name: string) => (errors as Record<string, { message?: string } | undefined>)[name]?.message;
  const groups = options.customerGroups.filter((group) => !group.isDefault);

  return (
    <form
      noValidate
      aria-label={product ? `Edit ${product.title}` : "New product"}
      onSubmit={form.handleSubmit((values) => save.mutate(toBody(values)))}
    >
      <fieldset
        disabled={!canEdit || save.isPending}
        className={styles.stack}
        style={{ border: 0, padding: 0 }}
      >
        <section className={styles.panel} aria-labelledby="product-basics">
          <h2 id="product-basics" className={styles.sectionTitle}>
            Product
          </h2>
          <div className={styles.formGrid}>
            <Field id="product-title" label="Title" error={err("title")}>
              <input {...describedBy("product-title", err("title"))} {...form.register("title")} />
            </Field>
            <Field id="product-sku" label="SKU" error={err("sku")}>
              <input {...describedBy("product-sku", err("sku"))} {...form.register("sku")} />
            </Field>
            <Field
              id="product-slug"
              label="Address (slug)"
              error={err("slug")}
              hint="Empty: made from the title and SKU."
            >
              <input {...describedBy("product-slug", err("slug"), "x")} {...form.register("slug")} />
            </Field>
          </div>
          <label className={styles.check}>
            <input type="checkbox" {...form.register("visible")} />
            Shown on the website
          </label>
          <Field id="product-description" label="Description" error={err("description")}>
            <textarea
              rows={5}
              {...describedBy("product-description", err("description"))}
              {...form.register("description")}
            />
          </Field>
        </section>

        <section className={styles.panel} aria-labelledby="product-prices">
          <h2 id="product-prices" className={styles.sectionTitle}>
            Prices and stock
          </h2>
          <p className={styles.muted}>In rupees. MRP ≥ selling price ≥ wholesale price; 0 means none.</p>
          <div className={styles.formGrid}>
            <Field id="product-mrp" label="MRP" error={err("mrp")}>
              <input
                inputMode="decimal"
                {...describedBy("product-mrp", err("mrp"))}
                {...form.register("mrp")}
              />
            </Field>
            <Field id="product-selling" label="Selling price" error={err("sellingPrice")}>
              <input
                inputMode="decimal"
                {...describedBy("product-selling", err("sellingPrice"))}
                {...form.register("sellingPrice")}
              />
            </Field>
            <Field id="product-wholesale" label="Wholesale price" error={err("wholesalePrice")}>
              <input
                inputMode="decimal"
                {...describedBy("product-wholesale", err("wholesalePrice"))}
                {...form.register("wholesalePrice")}
              />
            </Field>
            {groups.map((group) => (
              <Field
                key={group.id}
                id={`product-group-${group.id}`}
                label={`Price for ${group.name}`}
                error={err(`groupPrices.${group.id}`)}
                hint="Empty: the wholesale price applies."
              >
                <input
                  inputMode="decimal"
                  {...describedBy(`product-group-${group.id}`, err(`groupPrices.${group.id}`), "x")}
                  {...form.register(`groupPrices.${group.id}` as const)}
                />
              </Field>
            ))}
            <Field id="product-stock" label="Stock" error={err("stock")}>
              <input
                inputMode="numeric"
                {...describedBy("product-stock", err("stock"))}
                {...form.register("stock")}
              />
            </Field>
            <Field id="product-moq" label="Minimum order quantity" error={err("minimumQuantity")}>
              <input
                inputMode="numeric"
                {...describedBy("product-moq", err("minimumQuantity"))}
                {...form.register("minimumQuantity")}
              />
            </Field>
            <Field id="product-tax" label="GST rate" error={err("taxRate")}>
              <select {...describedBy("product-tax", err("taxRate"))} {...form.register("taxRate")}>
                {options.taxRates.map((rate) => (
                  <option key={rate} value={String(rate)}>
                    {rate} %
                  </option>
                ))}
              </select>
            </Field>
            <Field
              id="product-hsn"
              label="HSN code"
              error={err("hsnCode")}
              hint={`At least ${options.hsnDigits} digits (shop settings).`}
            >
              <input
                inputMode="numeric"
                {...describedBy("product-hsn", err("hsnCode"), "x")}
                {...form.register("hsnCode")}
              />
            </Field>
          </div>
          {product?.taxRateWarning ? (
            <p className={css.gstWarning} role="status" data-testid="gst-warning">
              <span className={styles.chip} data-tone="warn">
                GST rate to check
              </span>{" "}
              {product.taxRateWarning} The product can be saved as it is; correct the rate here or the GST
              rates by HSN in the settings.
            </p>
          ) : null}
        </section>

        <section className={styles.panel} aria-labelledby="product-details">
          <h2 id="product-details" className={styles.sectionTitle}>
            Size and features
          </h2>
          <div className={styles.formGrid}>
            {(["width", "depth", "height"] as const).map((which) => (
              <Field
                key={which}
                id={`product-${which}`}
                label={which[0]?.toUpperCase() + which.slice(1)}
                error={err(which)}
              >
                <input
                  inputMode="decimal"
                  {...describedBy(`product-${which}`, err(which))}
                  {...form.register(which)}
                />
              </Field>
            ))}
            <Field id="product-unit" label="Unit">
              <select id="product-unit" {...form.register("unit")}>
                <option value="cm">cm</option>
                <option value="mm">mm</option>
                <option value="in">in</option>
              </select>
            </Field>
          </div>
          <div className={styles.formGrid}>
            {options.attributes.map((attribute) =>
              attribute.type === "multi select" ? (
                <fieldset key={attribute.identifier} className={styles.field}>
                  <legend className={styles.legend}>{attribute.name}</legend>
                  <div className={css.checks}>
                    {[...new Set([...attribute.values, ...(extraValues[attribute.identifier] ?? [])])].map(
                      (value) => (
                        <label key={value}>
                          <input
                            type="checkbox"
                            value={value}
                            {...form.register(`attributes.${attribute.identifier}` as const)}
                          />
                          {value}
                        </label>
                      ),
                    )}
                  </div>
                  <span className={styles.actions}>
                    <input
                      aria-label={`Another ${attribute.name.toLowerCase()} value`}
                      placeholder="Another value"
                      value={newValue[attribute.identifier] ?? ""}
                      onChange={(event) =>
                        setNewValue({ ...newValue, [attribute.identifier]: event.target.value })
                      }
                    />
                    <button
                      type="button"
                      className="btn btn-outline"
                      onClick={() => {
                        const value = (newValue[attribute.identifier] ?? "").trim();
                        if (!value) return;
                        setExtraValues({
                          ...extraValues,
                          [attribute.identifier]: [...(extraValues[attribute.identifier] ?? []), value],
                        });
                        const current = form.getValues(`attributes.${attribute.identifier}` as const);
                        const list = Array.isArray(current) ? current : current ? [current] : [];
                        form.setValue(`attributes.${attribute.identifier}` as const, [...list, value], {
                          shouldDirty: true,
                        });
                        setNewValue({ ...newValue, [attribute.identifier]: "" });
                      }}
                    >
                      Add
                    </button>
                  </span>
                </fieldset>
              ) : (
                <Field
                  key={attribute.identifier}
                  id={`product-attribute-${attribute.identifier}`}
                  label={attribute.name}
                  error={err(`attributes.${attribute.identifier}`)}
                >
                  <input
                    list={`values-${attribute.identifier}`}
                    {...describedBy(
                      `product-attribute-${attribute.identifier}`,
                      err(`attributes.${attribute.identifier}`),
                    )}
                    {...form.register(`attributes.${attribute.identifier}` as const)}
                  />
                  <datalist id={`values-${attribute.identifier}`}>
                    {attribute.values.slice(0, 200).map((value) => (
                      <option key={value} value={value} />
                    ))}
                  </datalist>
                </Field>
              ),
            )}
          </div>
          <fieldset className={styles.field}>
            <legend className={styles.legend}>Categories</legend>
            <div className={css.checks}>
              {options.categories.map((category) => (
                <label key={category.id}>
                  <input type="checkbox" value={String(category.id)} {...form.register("categoryIds")} />
                  {category.title}
                </label>
              ))}
            </div>
            {err("categoryIds") ? <span className={styles.fieldError}>{err("categoryIds")}</span> : null}
          </fieldset>
        </section>

        {canEdit ? (
          <div className={styles.actions}>
            <button type="submit" className="btn btn-dark" aria-busy={save.isPending || undefined}>
              {product ? "Save product" : "Create product"}
            </button>
          </div>
        ) : (
          <p className={styles.note}>Your role can see products but not change them.</p>
        )}
      </fieldset>
    </form>
  );
}
