export * from "./eway-bill";
