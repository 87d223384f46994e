export * from "./cells";
