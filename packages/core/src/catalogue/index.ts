export * from "./constants";
export * from "./list-params";
export * from "./list-state";
export * from "./product-import";
export * from "./product-rules";
