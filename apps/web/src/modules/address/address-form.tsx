"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import {
  type AddressFormInput,
  type AddressInput,
  addressBodySchema,
  INDIAN_STATES,
  type IndianState,
} from "@roshni/core";
import { type InputHTMLAttributes, type ReactNode, useEffect, useId, useMemo, useRef, useState } from "react";
import { type UseFormRegisterReturn, useForm } from "react-hook-form";
import { clientApi } from "@/lib/api/client";
import { ApiError } from "@/lib/api/errors";
import type { Address } from "@/lib/api/types";
import { useI18n } from "@/lib/store";
import { useModuleText } from "@/modules/cart/use-module-text";
import styles from "./address-form.module.css";
import { addressMessages, fieldMessage } from "./messages";

export interface AddressFormProps {
  /** An address to edit (PATCH); without it the form adds a new one (POST). */
  initial?: Address;
  /** Called with the address as the API saved it. */
  onSaved: (address: Address) => void;
  submitLabel: string;
  /** Shows a Cancel button next to the submit button. */
  onCancel?: () => void;
  /**
   * Hands the form's outside controls to the page (checkout): whether anything was typed, and a save
   * that resolves with the saved address, or null when the form shows what to fix.
   */
  onHandle?: (handle: AddressFormHandle | null) => void;
}

export interface AddressFormHandle {
  isFilled: () => boolean;
  save: () => Promise<Address | null>;
}

const FIELD_NAMES = [
  "name",
  "phone",
  "company",
  "gstin",
  "line1",
  "line2",
  "city",
  "state",
  "pincode",
  "country",
  "isDefault",
] as const satisfies readonly (keyof AddressFormInput)[];

type AddressField = (typeof FIELD_NAMES)[number];

function isAddressField(key: string): key is AddressField {
  return (FIELD_NAMES as readonly string[]).includes(key);
}

function byName(a: IndianState, b: IndianState): number {
  return a.name.localeCompare(b.name, "en");
}

// States first, then union territories, each alphabetical: a buyer scans for a name, not a GST code.
const STATE_OPTIONS = [...INDIAN_STATES].filter((s) => s.type === "state").sort(byName);
const TERRITORY_OPTIONS = [...INDIAN_STATES].filter((s) => s.type === "union territory").sort(byName);

function toFormValues(address: Address | undefined): AddressFormInput {
  return {
    name: address?.name ?? "",
    phone: address?.phone ?? "",
    company: address?.company ?? "",
    gstin: address?.gstin ?? "",
    line1: address?.line1 ?? "",
    line2: address?.line2 ?? "",
    city: address?.city ?? "",
    state: (address?.state ?? "") as AddressFormInput["state"],
    pincode: address?.pincode ?? "",
    country: "IN",
    isDefault: address?.isDefault ?? false,
  };
}

/**
 * An Indian delivery address: adds one (`POST /customer/address`) or changes `initial` (`PATCH`). The
 * core's `addressBodySchema` checks it in the browser; the API's 422 `fields` land on the same inputs.
 */
export function AddressForm({ initial, onSaved, submitLabel, onCancel, onHandle }: AddressFormProps) {
  const tx = useModuleText(addressMessages);
  const { locale } = useI18n();
  const id = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const defaultValues = useMemo(() => toFormValues(initial), [initial]);
  // The caller of `save()` waiting for this submission's outcome.
  const waiting = useRef<((address: Address | null) => void) | null>(null);
  const settle = (address: Address | null) => {
    waiting.current?.(address);
    waiting.current = null;
  };
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<AddressFormInput, unknown, AddressInput>({
    resolver: zodResolver(addressBodySchema),
    defaultValues,
    mode: "onTouched",
  });

  const submit = handleSubmit(
    async (body) => {
      setFormError(null);
      try {
        const saved = initial
          ? await clientApi.updateAddress(initial.id, body)
          : await clientApi.createAddress(body);
        onSaved(saved);
        settle(saved);
      } catch (error) {
        settle(null);
        if (!(error instanceof ApiError)) {
          setFormError(error instanceof Error ? error.message : String(error));
          return;
        }
        const unplaced: string[] = [];
        for (const [key, message] of Object.entries(error.fields)) {
          if (isAddressField(key)) setError(key, { type: "server", message }, { shouldFocus: true });
          else unplaced.push(message);
        }
        const placed = Object.keys(error.fields).length > unplaced.length;
        setFormError(
          [placed ? tx("fixFields") : error.message, ...unplaced]
            .map((text) => fieldMessage(text, locale))
            .join(" "),
        );
      }
    },
    () => {
      settle(null);
      setFormError(tx("fixFields"));
    },
  );

  const submitRef = useRef(submit);
  submitRef.current = submit;
  useEffect(() => {
    if (!onHandle) return;
    onHandle({
      // Typed into: any field but the fixed country and the default flag differs from how it started.
      isFilled: () => {
        const values = getValues();
        return FIELD_NAMES.some(
          (name) =>
            name !== "country" &&
            name !== "isDefault" &&
            String(values[name] ?? "").trim() !== String(defaultValues[name] ?? "").trim(),
        );
      },
      save: () =>
        new Promise<Address | null>((resolve) => {
          waiting.current = resolve;
          void submitRef.current();
        }),
    });
    return () => onHandle(null);
  }, [onHandle, getValues, defaultValues]);

  const errorOf = (name: AddressField): string | undefined => {
    const message = errors[name]?.message;
    return message ? fieldMessage(message, locale) : undefined;
  };

  const field = (name: AddressField) => ({
    id: `${id}-${name}`,
    error: errorOf(name),
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="address-form">
      <div className={styles.grid}>
        <Field {...field("name")} label={tx("name")} required requiredText={tx("required")}>
          <TextInput
            registration={register("name")}
            required
            autoComplete="name"
            error={errorOf("name")}
            id={`${id}-name`}
          />
        </Field>
        <Field
          {...field("phone")}
          label={tx("phone")}
          hint={tx("phoneHint")}
          required
          requiredText={tx("required")}
        >
          <TextInput
            registration={register("phone")}
            required
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            error={errorOf("phone")}
            id={`${id}-phone`}
            hinted
          />
        </Field>
        <Field {...field("company")} label={tx("company")} optionalText={tx("optional")}>
          <TextInput
            registration={register("company")}
            autoComplete="organization"
            error={errorOf("company")}
            id={`${id}-company`}
          />
        </Field>
        <Field {...field("gstin")} label={tx("gstin")} hint={tx("gstinHint")} optionalText={tx("optional")}>
          <TextInput
            registration={register("gstin")}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            className={styles.upper}
            error={errorOf("gstin")}
            id={`${id}-gstin`}
            hinted
          />
        </Field>
        <Field {...field("line1")} label={tx("line1")} wide required requiredText={tx("required")}>
          <TextInput
            registration={register("line1")}
            required
            autoComplete="address-line1"
            error={errorOf("line1")}
            id={`${id}-line1`}
          />
        </Field>
        <Field {...field("line2")} label={tx("line2")} wide optionalText={tx("optional")}>
          <TextInput
            registration={register("line2")}
            autoComplete="address-line2"
            error={errorOf("line2")}
            id={`${id}-line2`}
          />
        </Field>
        <Field {...field("city")} label={tx("city")} required requiredText={tx("required")}>
          <TextInput
            registration={register("city")}
            required
            autoComplete="address-level2"
            error={errorOf("city")}
            id={`${id}-city`}
          />
        </Field>
        <Field {...field("state")} label={tx("state")} required requiredText={tx("required")}>
          <select
            {...register("state")}
            id={`${id}-state`}
            className={styles.input}
            autoComplete="address-level1"
            required
            aria-invalid={errorOf("state") ? true : undefined}
            aria-describedby={errorOf("state") ? `${id}-state-error` : undefined}
          >
            <option value="" disabled>
              {tx("statePlaceholder")}
            </option>
            <optgroup label={tx("states")}>
              {STATE_OPTIONS.map((state) => (
                <option key={state.code} value={state.name}>
                  {state.name}
                </option>
              ))}
            </optgroup>
            <optgroup label={tx("unionTerritories")}>
              {TERRITORY_OPTIONS.map((state) => (
                <option key={state.code} value={state.name}>
                  {state.name}
                </option>
              ))}
            </optgroup>
          </select>
        </Field>
        <Field {...field("pincode")} label={tx("pincode")} required requiredText={tx("required")}>
          <TextInput
            registration={register("pincode")}
            required
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            pattern="[0-9]{6}"
            error={errorOf("pincode")}
            id={`${id}-pincode`}
          />
        </Field>
        <Field {...field("country")} label={tx("country")}>
          <input
            id={`${id}-country`}
            className={styles.input}
            value={tx("india")}
            readOnly
            aria-readonly="true"
            tabIndex={-1}
          />
        </Field>
      </div>
      <label className={styles.check}>
        <input type="checkbox" {...register("isDefault")} />
        <span>{tx("isDefault")}</span>
      </label>
      {formError ? (
        <p className={styles.formError} role="alert" data-testid="address-form-error">
          {formError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button
          type="submit"
          className="btn btn-primary"
          disabled={isSubmitting}
          aria-busy={isSubmitting}
          data-testid="address-submit"
        >
          {isSubmitting ? <span className="spinner" /> : null}
          {isSubmitting ? tx("saving") : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="btn btn-outline" onClick={onCancel} disabled={isSubmitting}>
            {tx("cancel")}
          </button>
        ) : null}
      </div>
    </form>
  );
}

function Field({
  id,
  label,
  hint,
  error,
  wide = false,
  required = false,
  requiredText,
  optionalText,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  wide?: boolean;
  required?: boolean;
  requiredText?: string;
  optionalText?: string;
  children: ReactNode;
}) {
  return (
    <div className={`${styles.field}${wide ? ` ${styles.wide}` : ""}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true" title={requiredText}>
            *
          </span>
        ) : null}
        {optionalText ? <span className={styles.optional}>({optionalText})</span> : null}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

function TextInput({
  registration,
  id,
  error,
  hinted = false,
  className,
  ...rest
}: {
  registration: UseFormRegisterReturn<AddressField>;
  id: string;
  error?: string;
  hinted?: boolean;
  className?: string;
} & Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "className" | "name" | "onChange" | "onBlur">) {
  const describedBy = error ? `${id}-error` : hinted ? `${id}-hint` : undefined;
  return (
    <input
      {...rest}
      {...registration}
      id={id}
      className={className ? `${styles.input} ${className}` : styles.input}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy}
    />
  );
}
