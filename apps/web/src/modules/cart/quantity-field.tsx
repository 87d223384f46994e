"use client";

import type { QuantityValue } from "@roshni/core";

/** A quantity input with − and + buttons; the caller applies the shop's quantity rules. */
export function QuantityField({
  id,
  label,
  value,
  onType,
  onSettle,
  onStep,
  canDecrease,
  decreaseLabel,
  increaseLabel,
  className,
  describedBy,
}: {
  id: string;
  label: string;
  value: QuantityValue;
  onType: (raw: string) => void;
  onSettle: () => void;
  onStep: (direction: 1 | -1) => void;
  canDecrease: boolean;
  decreaseLabel: string;
  increaseLabel: string;
  className?: string;
  describedBy?: string;
}) {
  return (
    <div className={className} data-testid="quantity-field">
      <button
        type="button"
        aria-label={decreaseLabel}
        aria-controls={id}
        disabled={!canDecrease}
        onClick={() => onStep(-1)}
      >
        −
      </button>
      <input
        id={id}
        aria-label={label}
        aria-describedby={describedBy}
        inputMode="numeric"
        autoComplete="off"
        value={value}
        onChange={(event) => onType(event.target.value)}
        onBlur={onSettle}
        data-testid="quantity-input"
      />
      <button type="button" aria-label={increaseLabel} aria-controls={id} onClick={() => onStep(1)}>
        +
      </button>
    </div>
  );
}
