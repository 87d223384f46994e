export * from "./credit-note-lines";
export * from "./payment-status";
export * from "./states";
export * from "./order-edit";
