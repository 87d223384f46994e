export * from "./categories";
export * from "./coupons";
export * from "./imports";
export * from "./products";
