import type { AdminCustomerListItemDto } from "@roshni/core";
import { Chip } from "../ui/chips";

export function CustomerStatus({
  customer,
}: {
  customer: Pick<AdminCustomerListItemDto, "blocked" | "awaitingApproval">;
}) {
  if (customer.blocked) return <Chip tone="bad">Blocked</Chip>;
  if (customer.awaitingApproval) return <Chip tone="warn">Awaiting approval</Chip>;
  return <Chip tone="good">Active</Chip>;
}
