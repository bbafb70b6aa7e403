import { describe, expect, it } from "vitest";
import { hourOf, serviceLabel, shiftOf } from "./shifts";

describe("shiftOf", () => {
  it("is morning before 12", () => {
    expect(shiftOf("00:00")).toBe("morning");
    expect(shiftOf("09:30")).toBe("morning");
    expect(shiftOf("11:59")).toBe("morning");
    expect(shiftOf("11:59:59")).toBe("morning");
  });

  it("is afternoon from 12 to before 18", () => {
    expect(shiftOf("12:00")).toBe("afternoon");
    expect(shiftOf("15:45")).toBe("afternoon");
    expect(shiftOf("17:59")).toBe("afternoon");
  });

  it("is evening from 18", () => {
    expect(shiftOf("18:00")).toBe("evening");
    expect(shiftOf("19:30:00")).toBe("evening");
    expect(shiftOf("23:59")).toBe("evening");
  });

  it("is null for what is not a time of day", () => {
    expect(shiftOf("")).toBeNull();
    expect(shiftOf("24:00")).toBeNull();
    expect(shiftOf("9:30")).toBeNull();
    expect(shiftOf("12:60")).toBeNull();
    expect(shiftOf("noite")).toBeNull();
  });
});

describe("hourOf and serviceLabel", () => {
  it("reads the hour", () => {
    expect(hourOf("07:15")).toBe(7);
    expect(hourOf("19:00:00")).toBe(19);
  });

  it("names the service by its hour, without a leading zero", () => {
    expect(serviceLabel("09:00")).toBe("Culto 9h");
    expect(serviceLabel("19:30:00")).toBe("Culto 19h");
    expect(serviceLabel("x")).toBeNull();
  });
});
