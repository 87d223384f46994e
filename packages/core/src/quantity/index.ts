export * from "./quantity-input";
export * from "./stock";
