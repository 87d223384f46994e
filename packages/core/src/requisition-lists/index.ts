export * from "./limits";
export * from "./schema";
export * from "./share";
