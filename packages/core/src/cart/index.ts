export * from "./cart-reducer";
export * from "./slabs";
export * from "./totals";
