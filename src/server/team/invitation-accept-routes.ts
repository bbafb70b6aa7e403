import { Hono } from "hono";
import { paths } from "@shared/paths";
import {
  invitationAcceptSchema,
  invitationLookupSchema,
  invitationMessages,
  type InvitationAcceptResponse,
  type InvitationLookupResponse,
} from "@shared/schemas/invitations";
import type { Auth } from "../auth";
import { type AppEnv, type ModuleDeps, CLIENT_ADDRESS_HEADER, clientAddress, validate, addressLimit } from "../http";
import { acceptInvitation, lookUpInvitation } from "./invitation-accept";

/** Where an accepted invitation lands: the admin area (a first administrator registers the church there). */
export const AFTER_ACCEPT_PATH = paths.admin.dashboard.href();

/**
 * Public API of the invitation link (no session): /api/invitations/lookup tells the page what the
 * link is (or that it expired, was used or cancelled), /api/invitations/accept joins and signs in.
 * The token travels in the body, never in a URL the logs keep. Per address, the sign-in budget.
 */
export function invitationPublicRoutes({ db, config }: ModuleDeps, auth: Auth) {
  const limit = addressLimit(db, {
    name: "invitation",
    max: config.rateLimit.signInPerMinute,
    windowMs: 60_000,
    trustProxy: config.trustProxy,
    message: invitationMessages.tooManyAttempts,
  });
  return new Hono<AppEnv>()
    .use(limit)
    .post("/lookup", validate("json", invitationLookupSchema), async (c) => {
      return c.json((await lookUpInvitation(db, c.req.valid("json").token)) satisfies InvitationLookupResponse);
    })
    .post("/accept", validate("json", invitationAcceptSchema), async (c) => {
      const input = c.req.valid("json");
      const { email } = await acceptInvitation(db, auth, input);
      // better-auth makes the session and its cookie, as a sign-in from the login page would.
      const headers = new Headers(c.req.raw.headers);
      headers.set(CLIENT_ADDRESS_HEADER, clientAddress(c, config.trustProxy));
      const signedIn = await auth.api.signInEmail({ body: { email, password: input.password }, headers, asResponse: true });
      for (const cookie of signedIn.headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
      return c.json({ redirectTo: AFTER_ACCEPT_PATH } satisfies InvitationAcceptResponse);
    });
}
