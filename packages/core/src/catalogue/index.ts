export * from "./constants";
export * from "./list-params";
export * from "./list-state";
