export * from "./display";
export * from "./messages";
export * from "./number-format";
export * from "./plural";
