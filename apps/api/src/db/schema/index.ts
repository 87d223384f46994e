export * from "./catalogue";
export * from "./content";
export * from "./coupons";
export * from "./customers";
export * from "./orders";
export * from "./relations";
export * from "./websites";
export * from "./saved-lists";
