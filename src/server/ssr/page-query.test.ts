import { describe, expect, it } from "vitest";
import { pageQuery } from "./page-query";

const listing = { kind: "church", church: "igreja-boa-nova", section: "services" } as const;

describe("a public page's query as the page reads it", () => {
  it("drops what the page does not use: tracking and made-up parameters", () => {
    expect(pageQuery(listing, "?utm_source=whatsapp&utm_medium=social&fbclid=IwAR3x&gclid=abc&si=xyz")).toBe("");
    expect(pageQuery({ kind: "service", church: "c", service: "s" }, "?tab=musicas&q=grande")).toBe("");
    expect(pageQuery({ kind: "church", church: "c" }, "?view=list")).toBe("");
  });

  it("keeps what it uses, in one order, with the case and spacing the page reads", () => {
    expect(pageQuery(listing, "?view=LIST&utm_source=x&tab=Cultos")).toBe("?tab=cultos&view=list");
    expect(pageQuery(listing, "?tab=cultos&view=list")).toBe("?tab=cultos&view=list");
    expect(pageQuery(listing, "?q=%20%20grande%20%20%C3%A9%20")).toBe("?q=grande+%C3%A9");
    expect(pageQuery({ kind: "song", church: "c", song: "s" }, "?tab=Estatisticas&fbclid=1")).toBe("?tab=estatisticas");
  });

  it("drops an empty search or the first page, which the page shows by default", () => {
    expect(pageQuery(listing, "?page=1&q=%20")).toBe("");
    expect(pageQuery(listing, "?page=3")).toBe("?page=3");
    expect(pageQuery(listing, "?page=-2")).toBe("");
    expect(pageQuery(listing, "?page=2.5")).toBe("");
  });

  it("keeps a wrong choice as one empty value, which the page replaces with the remembered or default one", () => {
    expect(pageQuery(listing, "?tab=banana&view=mosaico")).toBe("?tab=&view=");
    expect(pageQuery(listing, "?tab=videos&view=&fbclid=1")).toBe("?tab=&view=");
    expect(pageQuery({ kind: "song", church: "c", song: "s" }, "?tab=letra")).toBe("?tab=");
  });

  it("reads the first of a repeated parameter, as URLSearchParams.get does in the browser", () => {
    expect(pageQuery(listing, "?tab=musicas&tab=cultos")).toBe("?tab=musicas");
  });

  it("keeps on a service page only 'Modo ensaio' and its settings, with an unknown speed read as normal speed", () => {
    const service = { kind: "service", church: "c", service: "s", segment: "grande-e-o-senhor-d1aa" } as const;
    expect(pageQuery(service, "?velocidade=0.75&ensaio=1&fbclid=1")).toBe("?ensaio=1&velocidade=0.75");
    expect(pageQuery(service, "?ensaio=1&velocidade=0,5&repetir=0")).toBe("?ensaio=1&repetir=0&velocidade=0.5");
    expect(pageQuery(service, "?ensaio=1&velocidade=3&repetir=1")).toBe("?ensaio=1");
    expect(pageQuery(service, "?ensaio=1&velocidade=1")).toBe("?ensaio=1");
    // Without the panel its settings mean nothing.
    expect(pageQuery(service, "?velocidade=0.75&repetir=0")).toBe("");
    expect(pageQuery(service, "?ensaio=sim&velocidade=0.75")).toBe("");
  });
});
