import { Hono, type Context } from "hono";
import { invitationCreateSchema, type InvitationListResponse, type InvitationResponse } from "@shared/schemas/invitations";
import { mailQueueKey } from "../mail-queue";
import { type AppEnv, type ModuleDeps, pathId, validate } from "../http";
import { createInvitation, invitationNotFound, listPendingInvitations, resendInvitation, revokeInvitation } from "./invitations-queries";

const invitationId = (c: Context<AppEnv>) => pathId(c, "id", invitationNotFound);

/** The team is the Administrador's: an Editor gets 403 (issue 24, "Roles on the server"). */
/**
 * Admin API for the church's pending invitations: /api/admin/team/invitations, scoped to the
 * church of the session, Administrador only (the team router is mounted behind requireAdministrator).
 */
export function invitationAdminRoutes({ db, config }: ModuleDeps) {
  const mail = { mailKey: mailQueueKey(config.authSecret), publicUrl: config.publicUrl };
  return new Hono<AppEnv>()
    .get("/", async (c) => c.json({ invitations: await listPendingInvitations(db, c.get("churchId")) } satisfies InvitationListResponse))
    .post("/", validate("json", invitationCreateSchema), async (c) => {
      const { email, role } = c.req.valid("json");
      const invitation = await createInvitation(db, mail, { churchId: c.get("churchId"), by: c.get("user"), email, role });
      return c.json({ invitation } satisfies InvitationResponse, 201);
    })
    .post("/:id/resend", async (c) => {
      const invitation = await resendInvitation(db, mail, c.get("churchId"), c.get("user"), invitationId(c));
      return c.json({ invitation } satisfies InvitationResponse);
    })
    .delete("/:id", async (c) => {
      await revokeInvitation(db, c.get("churchId"), c.get("user"), invitationId(c));
      return c.body(null, 204);
    });
}
