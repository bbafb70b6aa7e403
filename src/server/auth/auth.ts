import { betterAuth } from "better-auth";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Config } from "../config";
import { type Database, accounts, rateLimits, sessions, users, verifications } from "../db";
import type { Logger } from "../logger";
import { CLIENT_ADDRESS_HEADER, ownOrigins } from "../http";
import { enqueueMail, mailQueueKey } from "../mail-queue";
import { paths } from "@shared/paths";
import { accountMessages, accountNameSchema } from "@shared/schemas/account";
import { passwordRecoveryMail } from "./recovery-mail";
import { endResetLinks, passwordResetDone } from "./reset-links";

export const MIN_PASSWORD_LENGTH = 8;
export const RESET_LINK_TTL_SECONDS = 60 * 60;
/** Admin spec, error catalogue: "Password recovery failure". */
export const RECOVERY_MAIL_FAILED_MESSAGE = "Erro ao enviar e-mail de recuperação. Tente novamente.";

export function createAuth(options: { db: Database; config: Config; logger: Logger }) {
  const { db, config, logger } = options;
  const authLogger = logger.child({ module: "auth" });
  const mailKey = mailQueueKey(config.authSecret);
  /** Recovery requests whose mail could not be queued (by request object, for the `after` hook). */
  const unqueuedRecoveryMails = new WeakSet<Request>();

  return betterAuth({
    appName: "Louvor",
    baseURL: config.publicUrl,
    basePath: "/api/auth",
    secret: config.authSecret,
    // With PUBLIC_URL only its origin signs in; without it, the origin of whatever address the
    // request came to (the same rule as every other write, see http/same-origin.ts).
    trustedOrigins: config.publicUrlConfigured
      ? [config.publicUrl, ...config.trustedOrigins]
      : (request) => (request ? ownOrigins(config, request) : config.trustedOrigins),
    database: drizzleAdapter(db, {
      provider: "pg",
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    emailAndPassword: {
      enabled: true,
      // Administrators are created with `npm run admin:create`; nobody signs up from the web.
      disableSignUp: true,
      requireEmailVerification: true, // an unconfirmed account (decision 490) cannot sign in
      minPasswordLength: MIN_PASSWORD_LENGTH,
      resetPasswordTokenExpiresIn: RESET_LINK_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      async onPasswordReset({ user }) {
        await passwordResetDone(db, user.id);
      },
      async sendResetPassword({ user, token }, request) {
        // Always PUBLIC_URL (or its default), never the request's Host: a forged Host must not
        // send someone's reset token to another server.
        const link = `${config.publicUrl}${paths.resetPassword.href(token)}`;
        // Queued, not sent: the answer never waits on the mail server, and the sender retries
        // (decision 400). The link lives only in the sealed row and then in the mail.
        try {
          await enqueueMail(db.$client, mailKey, "password-recovery", passwordRecoveryMail(user.email, link));
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          authLogger.error({ to: user.email, mail: "password recovery", reason }, "password recovery mail not queued");
          if (request) unqueuedRecoveryMails.add(request);
        }
      },
    },
    hooks: {
      // 'Minha conta' changes the name through better-auth's /update-user (so the client's session
      // store follows), but only the name, and through the app's text rule (decision 460).
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== "/update-user") return;
        const parsed = accountNameSchema.safeParse(ctx.body);
        if (!parsed.success) {
          // An answer, not a throw: better-auth prints every error thrown by a hook to the console.
          return Response.json(
            {
              code: "VALIDATION_FAILED",
              message: accountMessages.invalidData,
              issues: parsed.error.issues.map((issue) => ({ path: issue.path.join("."), message: issue.message })),
            },
            { status: 422 },
          );
        }
        return { context: { body: parsed.data } };
      }),
      // better-auth swallows a failing sendResetPassword and answers 200. A mail the database did
      // not take is lost, so the user gets the spec's recovery error instead. This answers on the
      // database only, never on the mail server (which the queue hides): decision 400.
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/change-password") {
          // A new password ends the reset links mailed before it, as a reset does (decision 459).
          const returned: unknown = ctx.context.returned;
          if (returned && typeof returned === "object" && "user" in returned && !(returned instanceof APIError)) {
            const { user } = returned as { user: { id: string } };
            await endResetLinks(db, user.id);
          }
          return;
        }
        if (ctx.path !== "/request-password-reset" || !ctx.request || !unqueuedRecoveryMails.has(ctx.request)) return;
        unqueuedRecoveryMails.delete(ctx.request);
        throw new APIError("SERVICE_UNAVAILABLE", { code: "RECOVERY_MAIL_FAILED", message: RECOVERY_MAIL_FAILED_MESSAGE });
      }),
    },
    session: {
      expiresIn: 60 * 60 * 24 * 7,
      updateAge: 60 * 60 * 24,
    },
    rateLimit: {
      // On in every environment, with the counters in PostgreSQL so app processes share them.
      enabled: true,
      storage: "database",
      window: 60,
      max: 300,
      customRules: {
        "/sign-in/email": { window: 60, max: config.rateLimit.signInPerMinute },
        "/request-password-reset": { window: 60 * 60, max: config.rateLimit.recoveryPerHour },
        "/reset-password": { window: 60 * 60, max: 20 },
        // The current password is checked here: as many guesses as at sign-in (decision 460).
        "/change-password": { window: 60, max: config.rateLimit.signInPerMinute },
        "/get-session": false,
      },
    },
    advanced: {
      database: { generateId: "uuid" },
      // The app sets this header from the socket (or a trusted proxy) and drops any client copy.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
      useSecureCookies: config.publicUrl.startsWith("https://"),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
    },
    telemetry: { enabled: false },
    logger: {
      level: "warn",
      log(level, message, ...args) {
        authLogger[level]({ details: args.length > 0 ? args : undefined }, message);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
