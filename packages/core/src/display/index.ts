export * from "./display";
export * from "./messages";
