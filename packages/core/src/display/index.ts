export * from "./display";
export * from "./messages";
export * from "./plural";
