"use client";

import { type DependencyList, useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "@/lib/api";

export type LoadState<T> =
  | { status: "loading"; data: null; error: null }
  | { status: "ready"; data: T; error: null }
  | { status: "failed"; data: null; error: ApiError };

/**
 * Loads one thing from the API for a client page; a newer load (deps changed, `reload`) wins over an older
 * one, and a load cut short by leaving the page is not reported as a failure.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList) {
  const [state, setState] = useState<LoadState<T>>({ status: "loading", data: null, error: null });
  const [round, setRound] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps and the reload round decide when to load
  useEffect(() => {
    const abort = new AbortController();
    setState((was) => (was.status === "loading" ? was : { status: "loading", data: null, error: null }));
    loadRef
      .current(abort.signal)
      .then((data) => {
        if (!abort.signal.aborted) setState({ status: "ready", data, error: null });
      })
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        const failure =
          error instanceof ApiError
            ? error
            : new ApiError({
                kind: "unknown",
                message: "Something went wrong. Please try again.",
                cause: error,
              });
        if (failure.kind === "cancel") return;
        setState({ status: "failed", data: null, error: failure });
      });
    return () => abort.abort();
  }, [...deps, round]);

  const reload = useCallback(() => setRound((value) => value + 1), []);
  /** Replaces the loaded value after a change the page made itself (no extra round trip). */
  const replace = useCallback((data: T) => setState({ status: "ready", data, error: null }), []);
  return { ...state, reload, replace };
}
