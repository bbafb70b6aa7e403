import { describe, expect, it } from "vitest";
import { defaultHeavyJobSlots } from "./slot";
import { createHeavyJobGate, HeavyJobsBusyError } from "./gate";

const options = { slots: 2, queue: 1, maxWaitMs: 60_000, retryAfterSeconds: 7 };

describe("the heavy-job gate", () => {
  it("runs its slots at once, queues one more, refuses the next with its Retry-After", async () => {
    const gate = createHeavyJobGate(options);
    const first = await gate.acquire();
    const second = await gate.acquire();
    expect(gate.running).toBe(2);
    let thirdStarted = false;
    const third = gate.acquire().then((release) => ((thirdStarted = true), release));
    expect(gate.waiting).toBe(1);
    const refused = await gate.acquire().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HeavyJobsBusyError);
    expect(refused).toMatchObject({ reason: "queue_full", retryAfterSeconds: 7 });

    // A slot passes straight to the one waiting; releasing twice gives nothing more back.
    first();
    first();
    const release = await third;
    expect(thirdStarted).toBe(true);
    expect(gate.running).toBe(2);
    expect(gate.waiting).toBe(0);
    second();
    release();
    expect(gate.running).toBe(0);
  });

  it("refuses a job that waited too long, and lets a client that went away leave the queue", async () => {
    const gate = createHeavyJobGate({ ...options, slots: 1, queue: 2, maxWaitMs: 1 });
    const running = await gate.acquire();
    await expect(gate.acquire()).rejects.toMatchObject({ reason: "waited_too_long" });
    expect(gate.waiting).toBe(0);

    const patient = createHeavyJobGate({ ...options, slots: 1, queue: 2 });
    const held = await patient.acquire();
    const controller = new AbortController();
    const leaving = patient.acquire(controller.signal);
    expect(patient.waiting).toBe(1);
    controller.abort(new Error("client closed"));
    await expect(leaving).rejects.toThrow("client closed");
    expect(patient.waiting).toBe(0);
    held();
    expect(patient.running).toBe(0);
    running();
  });

  it("gives a quarter of the pool by default, at least one slot", () => {
    expect([1, 2, 4, 7, 10, 20].map(defaultHeavyJobSlots)).toEqual([1, 1, 1, 1, 2, 5]);
  });
});
