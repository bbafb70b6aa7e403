import { Hono } from "hono";
import { signupConfirmSchema, signupMessages, signupSchema, type SignupStatusResponse } from "@shared/schemas/signup";
import { type AppEnv, type ModuleDeps, AppError, validate, addressLimit } from "../http";
import { mailQueueKey } from "../mail-queue";
import type { Auth } from "./auth";
import { confirmSignup, signUp } from "./signup";

/**
 * /api/signup: whether sign-up is open (the login page's 'Criar conta' link), and with SIGNUP=open
 * the sign-up and its confirmation; closed, both writes are 404. Per address, the sign-in budget.
 */
export function signupRoutes({ db, config }: ModuleDeps, auth: Auth) {
  const mail = { mailKey: mailQueueKey(config.authSecret), publicUrl: config.publicUrl };
  const limit = addressLimit(db, {
    name: "signup",
    max: config.rateLimit.signInPerMinute,
    windowMs: 60_000,
    trustProxy: config.trustProxy,
    message: signupMessages.tooManyAttempts,
  });
  const whenOpen = async (_c: unknown, next: () => Promise<void>) => {
    if (!config.signupOpen) throw new AppError(404, "signup_closed", signupMessages.closed);
    await next();
  };
  return new Hono<AppEnv>()
    .get("/", (c) => c.json({ open: config.signupOpen } satisfies SignupStatusResponse))
    .post("/", whenOpen, limit, validate("json", signupSchema), async (c) => {
      await signUp(db, mail, c.req.valid("json"));
      return c.json({ message: signupMessages.sent }, 202);
    })
    .post("/confirm", whenOpen, limit, validate("json", signupConfirmSchema), async (c) => {
      if (!(await confirmSignup(db, auth, c.req.valid("json")))) throw new AppError(410, "signup_link_invalid", signupMessages.linkInvalid);
      return c.json({ message: signupMessages.confirmed });
    });
}
