export * from "./clock";
export * from "./gstin";
export * from "./phone";
export * from "./pincode";
export * from "./same-state";
export * from "./states";
