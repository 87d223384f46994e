export * from "./audit";
export * from "./auth";
export * from "./common";
export * from "./customers";
export * from "./dashboard";
export * from "./gst";
export * from "./orders";
export * from "./staff";
