export * from "./parse";
export * from "./table";
