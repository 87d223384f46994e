export * from "./amount-in-words";
export * from "./hsn-summary";
export * from "./invoice-number";
export * from "./place-of-supply";
export * from "./tax-split";
