"use client";

import { type FormEvent, useCallback, useMemo, useRef, useState } from "react";
import type {
  FieldError,
  FieldValues,
  Path,
  Resolver,
  ResolverOptions,
  UseFormRegisterReturn,
} from "react-hook-form";

/**
 * The storefront's sign-in, register, password and contact forms, without react-hook-form and zod in the
 * page's first load: the fields are plain uncontrolled inputs, and the form's resolver (the shared zod
 * schema of packages/core through `zodResolver`, with react-hook-form's helpers and zod itself) is
 * imported when the buyer first focuses a field, or at the latest when they submit. The answer has the
 * shape of react-hook-form's `useForm` for what these forms use, so the field components stay the same.
 *
 * As with react-hook-form's defaults: the whole form is checked on submit, the first field in error gets
 * the focus, and once submitted a field is checked again as it changes.
 */
export type ResolverLoader<Values extends FieldValues, Output> = () => Promise<
  Resolver<Values, unknown, Output>
>;

type Input = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export type LightRegistration = UseFormRegisterReturn & { onFocus: () => void };

export interface LightForm<Values extends FieldValues, Output> {
  register: (name: Path<Values>) => LightRegistration;
  handleSubmit: (onValid: (values: Output) => Promise<void> | void) => (event?: FormEvent) => Promise<void>;
  setError: (name: Path<Values>, error: { type: string; message: string }) => void;
  reset: () => void;
  formState: { errors: Partial<Record<Path<Values>, FieldError>>; isSubmitting: boolean };
}

const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as unknown as ResolverOptions<FieldValues>;

function readValue(element: Input): unknown {
  if (element instanceof HTMLInputElement && element.type === "checkbox") return element.checked;
  return element.value;
}

function writeValue(element: Input, value: unknown): void {
  if (element instanceof HTMLInputElement && element.type === "checkbox") element.checked = value === true;
  else element.value = value === undefined || value === null ? "" : String(value);
}

/** Flat field errors from a resolver's answer (these forms have no nested fields). */
function flatErrors(errors: Record<string, unknown>): Record<string, FieldError> {
  const flat: Record<string, FieldError> = {};
  for (const [name, error] of Object.entries(errors)) {
    const { type, message } = (error ?? {}) as { type?: unknown; message?: unknown };
    if (typeof message === "string") flat[name] = { type: String(type ?? "validate"), message };
  }
  return flat;
}

export function useLightForm<Values extends FieldValues, Output = Values>({
  resolver,
  defaultValues: initialValues,
}: {
  resolver: ResolverLoader<Values, Output>;
  defaultValues: Values;
}): LightForm<Values, Output> {
  // Both are read once, as react-hook-form does: a form's defaults and schema do not change while it lives.
  const defaultValues = useRef(initialValues).current;
  const loadResolver = useRef(resolver).current;
  const elements = useRef(new Map<string, Input>());
  const loading = useRef<Promise<Resolver<Values, unknown, Output>> | null>(null);
  const submitted = useRef(false);
  const [errors, setErrors] = useState<Record<string, FieldError>>({});
  const [isSubmitting, setSubmitting] = useState(false);

  const load = useCallback(() => {
    if (!loading.current) {
      loading.current = loadResolver();
      // A failed download is tried again on the next focus or submit.
      loading.current.catch(() => {
        loading.current = null;
      });
    }
    return loading.current;
  }, [loadResolver]);

  const values = useCallback((): Values => {
    const read: Record<string, unknown> = { ...defaultValues };
    for (const [name, element] of elements.current) read[name] = readValue(element);
    return read as Values;
  }, [defaultValues]);

  const validate = useCallback(async () => {
    const resolve = await load();
    const result = await resolve(values(), undefined, OPTIONS as ResolverOptions<Values>);
    return { values: result.values as Output, errors: flatErrors(result.errors as Record<string, unknown>) };
  }, [load, values]);

  const register = useCallback(
    (name: Path<Values>): LightRegistration => ({
      name,
      ref: (element: Input | null) => {
        if (!element) {
          elements.current.delete(name);
          return;
        }
        if (!elements.current.has(name)) {
          const initial = (defaultValues as Record<string, unknown>)[name];
          // A value typed before the page's code ran is kept.
          if (readValue(element) === "" || element.type === "hidden") writeValue(element, initial);
        }
        elements.current.set(name, element);
      },
      onFocus: () => void load(),
      onBlur: async () => {},
      onChange: async () => {
        if (!submitted.current) return;
        const checked = await validate();
        setErrors((current) => {
          const next = { ...current };
          if (checked.errors[name]) next[name] = checked.errors[name];
          else delete next[name];
          return next;
        });
      },
    }),
    [defaultValues, load, validate],
  );

  const handleSubmit = useCallback(
    (onValid: (values: Output) => Promise<void> | void) => async (event?: FormEvent) => {
      event?.preventDefault();
      submitted.current = true;
      setSubmitting(true);
      try {
        const checked = await validate();
        setErrors(checked.errors);
        const invalid = [...elements.current]
          .filter(([name]) => checked.errors[name])
          .map(([, element]) => element)
          .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
        if (invalid[0]) {
          invalid[0].focus();
          return;
        }
        await onValid(checked.values);
      } finally {
        setSubmitting(false);
      }
    },
    [validate],
  );

  const setError = useCallback((name: Path<Values>, error: { type: string; message: string }) => {
    setErrors((current) => ({ ...current, [name]: error }));
  }, []);

  const reset = useCallback(() => {
    for (const [name, element] of elements.current) {
      writeValue(element, (defaultValues as Record<string, unknown>)[name]);
    }
    submitted.current = false;
    setErrors({});
  }, [defaultValues]);

  return useMemo(
    () => ({
      register,
      handleSubmit,
      setError,
      reset,
      formState: { errors: errors as Partial<Record<Path<Values>, FieldError>>, isSubmitting },
    }),
    [register, handleSubmit, setError, reset, errors, isSubmitting],
  );
}
