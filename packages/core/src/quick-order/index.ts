export * from "./parse";
export * from "./schema";
export * from "./table";
