export * from "./credit-note-lines";
export * from "./order-edit";
export * from "./payment-status";
export * from "./shipments";
export * from "./states";
