export * from "./credit-note-lines";
export * from "./payment-status";
export * from "./states";
