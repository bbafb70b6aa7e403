import { describe, expect, it } from "vitest";
import { formatPhone, normalizePhone } from "./musicians";

describe("a WhatsApp number as typed, to the digits a wa.me link takes", () => {
  it.each([
    ["(11) 98765-4321", "5511987654321"],
    ["11987654321", "5511987654321"],
    ["011 98765-4321", "5511987654321"],
    ["(61) 3456-7890", "556134567890"],
    ["+55 11 98765-4321", "5511987654321"],
    ["55 11 98765 4321", "5511987654321"],
    ["+351 912 345 678", "351912345678"],
    ["+1 (415) 555-0100", "14155550100"],
  ])("reads %s as %s", (typed, digits) => {
    expect(normalizePhone(typed)).toBe(digits);
  });

  it.each(["98765-4321", "(11) 9876-ABCD", "+0 11 98765-4321", "+1234567890123456", "+1234567", "0 (00) 0000-0000", "1198765432100000", ""])(
    "refuses %j",
    (typed) => {
      expect(normalizePhone(typed)).toBeNull();
    },
  );

  it("writes a Brazilian number as a person reads it, and another country's with its plus", () => {
    expect(formatPhone("5511987654321")).toBe("+55 (11) 98765-4321");
    expect(formatPhone("556134567890")).toBe("+55 (61) 3456-7890");
    expect(formatPhone("351912345678")).toBe("+351912345678");
    // What the form shows reads back to the same digits.
    for (const digits of ["5511987654321", "556134567890", "351912345678"]) expect(normalizePhone(formatPhone(digits))).toBe(digits);
  });
});
