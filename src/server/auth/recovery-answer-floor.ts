import { setTimeout as sleep } from "node:timers/promises";
import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../http";

/**
 * Every answer to a recovery request takes at least this long from the moment the app sees it
 * (decision 400). better-auth does more work for a known address (a token row, the queued mail)
 * than for an unknown one (one dummy read), a few milliseconds that would tell an attacker which
 * addresses have accounts; under this floor both wait to the same instant. It is far above that
 * work even on a loaded machine, and short for a person who just asked for a mail.
 */
export const RECOVERY_ANSWER_FLOOR_MS = 300;

/** The recovery endpoint better-auth serves (it has no older `/forget-password` in this version). */
export const RECOVERY_REQUEST_PATH = "/api/auth/request-password-reset";

export function recoveryAnswerFloor(floorMs = RECOVERY_ANSWER_FLOOR_MS): MiddlewareHandler<AppEnv> {
  return async (_c, next) => {
    const answerAt = performance.now() + floorMs;
    try {
      await next();
    } finally {
      const left = answerAt - performance.now();
      if (left > 0) await sleep(left);
    }
  };
}
