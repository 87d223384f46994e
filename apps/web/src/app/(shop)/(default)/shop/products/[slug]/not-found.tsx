import { ProductNotFound } from "@/modules/product-page/product-not-found";

export default function NotFound() {
  return <ProductNotFound />;
}
