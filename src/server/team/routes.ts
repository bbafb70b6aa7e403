import { Hono, type Context } from "hono";
import { memberRoleInputSchema, type TeamMemberResponse, type TeamMembersResponse } from "@shared/schemas/team";
import { type AppEnv, type ModuleDeps, idShape as checkIdShape, pathId, validate } from "../http";
import { invitationAdminRoutes } from "./invitations-routes";
import { changeMemberRole, listMembers, memberNotFound, removeMember } from "./queries";

const memberId = (c: Context<AppEnv>) => pathId(c, "memberId", memberNotFound);
const idShape = checkIdShape(memberNotFound, "memberId");

/**
 * /api/admin/team/members: the church's members (Administrador only: app.ts puts requireAdministrator in
 * front). The invitations live beside them, under /api/admin/team/invitations.
 */
export function teamAdminRoutes(deps: ModuleDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .route("/invitations", invitationAdminRoutes(deps))
    .get("/members", async (c) => {
      const members = await listMembers(db, c.get("churchId"));
      return c.json({ members } satisfies TeamMembersResponse);
    })
    .patch("/members/:memberId", idShape, validate("json", memberRoleInputSchema), async (c) => {
      const member = await changeMemberRole(db, c.get("churchId"), c.get("user"), memberId(c), c.req.valid("json").role);
      return c.json({ member } satisfies TeamMemberResponse);
    })
    .delete("/members/:memberId", async (c) => {
      await removeMember(db, c.get("churchId"), c.get("user"), memberId(c));
      return c.body(null, 204);
    });
}
