export * from "./reminders";
export * from "./rules";
export * from "./schemas";
