export * from "./format-money";
export * from "./paise";
