import type { Permission, StaffMeDto } from "@roshni/core";

/**
 * Whether a staff member holds a permission: the one check behind every button, link and form the back
 * office shows or hides. False while the member is unknown, so nothing shows too early; the API checks
 * the same permission again on every call.
 */
export function canDo(
  me: Pick<StaffMeDto, "permissions"> | null | undefined,
  permission: Permission,
): boolean {
  return me?.permissions.includes(permission) ?? false;
}
