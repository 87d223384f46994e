"use client";

import { useEffect, useState } from "react";
import { clientApi } from "@/lib/api/client";
import { ApiError } from "@/lib/api/errors";
import type { Quote, QuoteBody } from "@/lib/api/types";

/** A burst of changes (typing a quantity, ticking a box) is quoted once it settles. */
const QUOTE_DEBOUNCE_MS = 250;

export interface QuoteState {
  quote: Quote | null;
  error: ApiError | null;
  /** A request for the current inputs is under way. */
  loading: boolean;
}

/**
 * The server's quote for `body`, asked again whenever the body changes. The newest request wins: a
 * change aborts the request in flight, and an answer for older inputs is never shown.
 */
export function useQuote(body: QuoteBody | null): QuoteState {
  const key = body ? JSON.stringify(body) : null;
  const [state, setState] = useState<QuoteState>({ quote: null, error: null, loading: body !== null });

  useEffect(() => {
    if (key === null) {
      setState({ quote: null, error: null, loading: false });
      return;
    }
    const abort = new AbortController();
    setState((was) => ({ ...was, loading: true }));
    const timer = window.setTimeout(() => {
      clientApi
        .quote(JSON.parse(key) as QuoteBody, abort.signal)
        .then((quote) => {
          if (!abort.signal.aborted) setState({ quote, error: null, loading: false });
        })
        .catch((error: unknown) => {
          if (abort.signal.aborted) return;
          const failure =
            error instanceof ApiError
              ? error
              : new ApiError({ kind: "unknown", message: String(error), cause: error });
          setState({ quote: null, error: failure, loading: false });
        });
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      abort.abort();
    };
  }, [key]);

  return state;
}
