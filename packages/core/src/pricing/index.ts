export * from "./group-price";
export * from "./savings";
