export * from "./group-price";
export * from "./savings";
export * from "./volume";
export * from "./volume-schema";
