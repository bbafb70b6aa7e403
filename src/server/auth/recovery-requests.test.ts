import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAdmin } from "../../../tests/factories";
import { readOutbox, resetLinkIn } from "../../../tests/outbox";
import { useTestApp } from "../../../tests/test-app";
import { verifications } from "../db";
import { RECOVERY_MAIL_FAILED_MESSAGE } from "./auth";
import { RECOVERY_ANSWER_FLOOR_MS } from "./recovery-answer-floor";

/**
 * A recovery request must not tell whether an address has an account (decision 400): the same
 * status, body and time for both, and the mail (with its link) only ever sealed in the queue.
 */

const app = useTestApp();

async function requestRecovery(email: string) {
  const started = performance.now();
  const response = await app.request("/api/auth/request-password-reset", { method: "POST", json: { email, redirectTo: "/reset-password" } });
  const body = await response.text();
  return { status: response.status, contentType: response.headers.get("content-type"), body, ms: performance.now() - started };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

describe("a recovery request", () => {
  it("answers an address with an account and one without alike: same status, same body, same time", async () => {
    const admin = await createAdmin(app);
    // Warm up both paths (first queries, JIT) before measuring.
    for (const email of [admin.email, "ninguem@example.com", admin.email, "ninguem@example.com"]) await requestRecovery(email);

    const known: number[] = [];
    const unknown: number[] = [];
    const answers = new Set<string>();
    // Interleaved, so that a busy moment of the machine falls on both sides.
    for (let round = 0; round < 11; round++) {
      for (const [email, times] of [
        [admin.email, known],
        [`ninguem-${round}@example.com`, unknown],
      ] as const) {
        const answer = await requestRecovery(email);
        times.push(answer.ms);
        answers.add(JSON.stringify({ status: answer.status, contentType: answer.contentType, body: answer.body }));
      }
    }
    expect([...answers]).toEqual([
      JSON.stringify({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ status: true, message: "If this email exists in our system, check your email for the reset link" }),
      }),
    ]);
    // Every answer waits for the floor; the medians of the two sides differ by a few ms at most.
    expect(Math.min(...known, ...unknown)).toBeGreaterThanOrEqual(RECOVERY_ANSWER_FLOOR_MS - 1);
    const difference = Math.abs(median(known) - median(unknown));
    expect(difference, `medians: known ${median(known).toFixed(1)} ms, unknown ${median(unknown).toFixed(1)} ms`).toBeLessThan(15);

    // Only the known address's mails were queued (2 + 11 requests), none for the others.
    const { rows } = await app.db.$client.query<{ recipient: string; n: number }>("select recipient, count(*)::int as n from mail_queue group by recipient");
    expect(rows).toEqual([{ recipient: admin.email, n: 13 }]);
  }, 60_000);

  it("queues the mail sealed: the reset token is not in the queue's row, only in the mail once it is sent", async () => {
    await app.db.$client.query("delete from mail_queue");
    const admin = await createAdmin(app);
    expect((await requestRecovery(admin.email)).status).toBe(200);
    const [verification] = await app.db
      .select({ identifier: verifications.identifier })
      .from(verifications)
      .where(and(eq(verifications.value, admin.id), like(verifications.identifier, "reset-password:%")));
    const token = verification!.identifier.slice("reset-password:".length);

    const { rows } = await app.db.$client.query<{ raw: string; body: Buffer }>("select t::text as raw, body from mail_queue t");
    expect(rows).toHaveLength(1);
    expect(rows[0]!.raw).toContain(admin.email);
    expect(rows[0]!.raw).not.toContain(token);
    expect(rows[0]!.raw).not.toContain(Buffer.from(token).toString("hex"));
    expect(rows[0]!.body.includes(Buffer.from(token))).toBe(false);
    // Nothing was sent by the request itself.
    expect(readOutbox(app.config.outboxDir).filter((message) => message.includes(token))).toEqual([]);

    expect(await app.deliverMail()).toMatchObject({ sent: 1 });
    const mail = readOutbox(app.config.outboxDir).find((message) => message.includes(`To: ${admin.email}`));
    expect(resetLinkIn(mail!).searchParams.get("token")).toBe(token);
    const after = await app.db.$client.query<{ raw: string; body: Buffer | null }>("select t::text as raw, body from mail_queue t");
    expect(after.rows[0]!.body).toBeNull();
  });

  it("that the database cannot queue is refused with the spec's recovery error, not promised", async () => {
    const admin = await createAdmin(app);
    await app.db.$client.query("alter table mail_queue rename to mail_queue_away");
    try {
      const refused = await requestRecovery(admin.email);
      expect(refused.status).toBe(503);
      expect(JSON.parse(refused.body)).toMatchObject({ code: "RECOVERY_MAIL_FAILED", message: RECOVERY_MAIL_FAILED_MESSAGE });
      expect(refused.ms).toBeGreaterThanOrEqual(RECOVERY_ANSWER_FLOOR_MS - 1);
    } finally {
      await app.db.$client.query("alter table mail_queue_away rename to mail_queue");
    }
    expect((await requestRecovery(admin.email)).status).toBe(200);
  });
});
