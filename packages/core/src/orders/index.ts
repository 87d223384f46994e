export * from "./payment-status";
export * from "./states";
