export * from "./permissions";
export * from "./staff-password";
