export * from "./limits";
export * from "./lists";
