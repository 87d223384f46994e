export * from "./catalogue";
export * from "./content";
export * from "./coupons";
export * from "./customers";
export * from "./documents";
export * from "./orders";
export * from "./relations";
export * from "./websites";
