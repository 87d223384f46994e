import { CategoryNotFound } from "@/modules/catalogue/not-found-view";

export default function NotFound() {
  return <CategoryNotFound />;
}
