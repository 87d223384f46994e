export * from "./amount-in-words";
export * from "./invoice-number";
export * from "./place-of-supply";
export * from "./tax-split";
