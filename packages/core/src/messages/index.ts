export * from "./accounts";
export * from "./chat";
export * from "./orders";
export * from "./quotes";
export * from "./types";
