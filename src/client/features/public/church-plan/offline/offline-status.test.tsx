import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { planPageTexts as texts } from "../texts";
import { formatSavedAt, OfflineStatusLine } from "./offline-status";
import { offlineStatus } from "./use-offline-copy";

const SAVED_AT = new Date(2026, 10, 29, 16, 5).getTime();

describe("offlineStatus", () => {
  it("says nothing until the worker has kept the page", () => {
    expect(offlineStatus(true, null)).toBeNull();
    expect(offlineStatus(true, { type: "plan-saved", savedAt: null, online: true })).toBeNull();
  });

  it("is ready once kept, and the saved copy without a connection", () => {
    expect(offlineStatus(true, { type: "plan-saved", savedAt: SAVED_AT, online: true })).toEqual({ kind: "ready", savedAt: SAVED_AT });
    expect(offlineStatus(false, { type: "plan-saved", savedAt: SAVED_AT, online: true })).toEqual({ kind: "offline-copy", savedAt: SAVED_AT });
    // The browser believes it is online, but the worker could not reach the server.
    expect(offlineStatus(true, { type: "plan-saved", savedAt: SAVED_AT, online: false })).toEqual({ kind: "offline-copy", savedAt: SAVED_AT });
  });

  it("is offline without a copy when the page was never kept", () => {
    expect(offlineStatus(false, null)).toEqual({ kind: "offline" });
    expect(offlineStatus(true, { type: "plan-saved", savedAt: null, online: false })).toEqual({ kind: "offline" });
  });
});

describe("OfflineStatusLine", () => {
  it("shows 'Disponível offline' once kept", () => {
    render(<OfflineStatusLine status={{ kind: "ready", savedAt: SAVED_AT }} />);
    expect(screen.getByRole("status")).toHaveTextContent(texts.offlineReady);
  });

  it("says which copy is shown without a connection", () => {
    expect(formatSavedAt(SAVED_AT)).toBe("29.11.2026 às 16:05");
    render(<OfflineStatusLine status={{ kind: "offline-copy", savedAt: SAVED_AT }} />);
    expect(screen.getByRole("status")).toHaveTextContent("Sem conexão — mostrando a cópia salva em 29.11.2026 às 16:05");
  });

  it("is an empty live region before it knows", () => {
    render(<OfflineStatusLine status={null} />);
    expect(screen.getByRole("status")).toBeEmptyDOMElement();
  });
});
