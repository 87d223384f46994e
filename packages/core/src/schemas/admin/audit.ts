import { z } from "zod";
import { idParamValueSchema } from "../common";
import { plainText } from "../text";
import { adminListQueryShape, isoDateSchema, keysetPageSchema, staffRefSchema } from "./common";

/** `GET /v1/admin/audit`: newest first; filters by staff member, entity (and its id), IST days. */
export const adminAuditQuerySchema = z.object({
  cursor: adminListQueryShape.cursor,
  limit: adminListQueryShape.limit,
  staffId: idParamValueSchema.optional(),
  entity: plainText().trim().min(1).max(50).optional(),
  entityId: plainText().trim().min(1).max(50).optional(),
  action: plainText().trim().min(1).max(80).optional(),
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
export type AdminAuditQuery = z.infer<typeof adminAuditQuerySchema>;

/** One staff write: who, when, from which address, what (entity and id), before and after. */
export const auditEntrySchema = z.object({
  id: z.number().int().positive(),
  staff: staffRefSchema.nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  ip: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type AuditEntryDto = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = keysetPageSchema(auditEntrySchema);
export type AuditPageDto = z.infer<typeof auditPageSchema>;
