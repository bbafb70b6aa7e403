import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { describeRule } from "@shared/blockout-rules";
import { myEscalasMessages, type MyAssignment, type MyBlockout, type MyEscalasResponse } from "@shared/schemas/my-escalas";
import { cleanUpAdminScreen } from "@/test-support/admin-screen";
import { openAuthScreen, signedOutNetwork } from "@/test-support/auth-fixtures";
import { jsonResponse, type FakeNetwork } from "@/test-support/fake-network";
import { myEscalasTexts as texts } from "./texts";

let network: FakeNetwork;

const TOKEN = "m".repeat(43);
const URL_OF_PAGE = `/minhas-escalas?token=${TOKEN}`;
const CALENDAR = `https://louvor.example/api/escala/calendario/${TOKEN}.ics`;

const assignment = (overrides: Partial<MyAssignment>): MyAssignment => ({
  id: "00000000-0000-4000-8000-000000000001",
  date: "2027-03-07",
  time: "19:00",
  position: "Violão",
  bandName: "Ágape",
  status: "pendente",
  declineReason: null,
  rehearsalPath: "/churches/central/ensaio/abcdefghijklmnopqrstuv",
  ...overrides,
});

const pending = assignment({});
const confirmed = assignment({ id: "00000000-0000-4000-8000-000000000002", date: "2027-03-14", position: "Voz", status: "confirmado" });
const declined = assignment({ id: "00000000-0000-4000-8000-000000000003", date: "2027-03-21", status: "recusado", declineReason: "Viagem" });
const christmas: MyBlockout = { id: "00000000-0000-4000-8000-0000000000b1", from: "2027-12-25", until: "2027-12-25", rule: null };

const page = (overrides: Partial<MyEscalasResponse> = {}): MyEscalasResponse => ({
  musicianName: "Bruno",
  churchName: "Igreja Central",
  assignments: [pending, confirmed, declined],
  blockouts: [christmas],
  calendarUrl: CALENDAR,
  ...overrides,
});

beforeEach(() => {
  network = signedOutNetwork();
  network.on("POST", "/api/escala/me", () => jsonResponse(page()));
});

afterEach(cleanUpAdminScreen);

const item = (date: string, position: string) => screen.getByRole("listitem", { name: texts.assignmentOf(date, position) });

describe("the musician's own page (/minhas-escalas)", () => {
  it("lists the upcoming assignments with their status, the blockouts and the calendar feed", async () => {
    const { router } = await openAuthScreen(URL_OF_PAGE, texts.title);
    expect(await screen.findByText(texts.greeting("Bruno"))).toBeInTheDocument();
    expect(screen.getByText(texts.church("Igreja Central"))).toBeInTheDocument();
    expect(network.requestsTo("POST", "/api/escala/me").map((request) => request.body)).toEqual([{ token: TOKEN }]);
    // The token leaves the address bar at once.
    await waitFor(() => expect(router.state.location.search).toBe(""));

    expect(within(item("07.03.2027", "Violão")).getByText(texts.status.pendente)).toBeInTheDocument();
    expect(within(item("14.03.2027", "Voz")).getByText(texts.status.confirmado)).toBeInTheDocument();
    const declinedItem = item("21.03.2027", "Violão");
    expect(within(declinedItem).getByText(texts.status.recusado)).toBeInTheDocument();
    expect(within(declinedItem).getByText(texts.yourReason("Viagem"))).toBeInTheDocument();
    expect(within(item("07.03.2027", "Violão")).getByText(/19:00/)).toBeInTheDocument();
    expect(within(item("07.03.2027", "Violão")).getByRole("link", { name: texts.rehearsal })).toHaveAttribute("href", pending.rehearsalPath);

    expect(screen.getByRole("button", { name: texts.blockouts.removeOf("sábado, 25.12.2027") })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: texts.calendar.subscribe })).toHaveAttribute("href", `webcal://louvor.example/api/escala/calendario/${TOKEN}.ics`);
    expect(screen.getByLabelText(texts.calendar.address)).toHaveValue(CALENDAR);
    expect(screen.getByText(texts.calendar.help)).toBeInTheDocument();
  });

  it("says so when nothing is coming", async () => {
    network.on("POST", "/api/escala/me", () => jsonResponse(page({ assignments: [], blockouts: [] })));
    await openAuthScreen(URL_OF_PAGE, texts.title);
    expect(await screen.findByText(texts.empty)).toBeInTheDocument();
    expect(screen.getByText(texts.blockouts.empty)).toBeInTheDocument();
  });

  it("answers 'Não posso' with a reason for that assignment only", async () => {
    network.on("POST", "/api/escala/me/answer", () =>
      jsonResponse(page({ assignments: [{ ...pending, status: "recusado", declineReason: "Estarei viajando" }, confirmed, declined] })),
    );
    const { user } = await openAuthScreen(URL_OF_PAGE, texts.title);
    await screen.findByText(texts.greeting("Bruno"));
    const first = item("07.03.2027", "Violão");
    await user.click(within(first).getByRole("button", { name: texts.decline }));
    await user.type(within(first).getByLabelText(texts.reason), "Estarei viajando");
    await user.click(within(first).getByRole("button", { name: texts.sendDecline }));

    expect(await within(first).findByText(texts.yourReason("Estarei viajando"))).toBeInTheDocument();
    expect(within(first).getByText(texts.status.recusado)).toBeInTheDocument();
    expect(network.requestsTo("POST", "/api/escala/me/answer").map((request) => request.body)).toEqual([
      { token: TOKEN, assignmentId: pending.id, answer: "recusado", reason: "Estarei viajando" },
    ]);
  });

  it("adds 'todo primeiro domingo do mês' as an RRULE and reads it back in words", async () => {
    const rule = "FREQ=MONTHLY;BYDAY=1SU";
    network.on("POST", "/api/escala/me/blockouts", () =>
      jsonResponse(page({ blockouts: [christmas, { id: "00000000-0000-4000-8000-0000000000b2", from: "2027-01-01", until: null, rule }] }), 201),
    );
    const { user } = await openAuthScreen(URL_OF_PAGE, texts.title);
    await screen.findByText(texts.greeting("Bruno"));
    await user.click(screen.getByRole("radio", { name: texts.blockouts.kinds.repeat }));
    await user.selectOptions(screen.getByLabelText(texts.blockouts.every), texts.blockouts.everyMonth("1º"));
    await user.selectOptions(screen.getByLabelText(texts.blockouts.weekday), "domingo");
    expect(screen.getByText(texts.blockouts.preview("todo primeiro domingo do mês"))).toBeInTheDocument();
    await user.clear(screen.getByLabelText(texts.blockouts.repeatFrom));
    await user.type(screen.getByLabelText(texts.blockouts.repeatFrom), "2027-01-01");
    await user.click(screen.getByRole("button", { name: texts.blockouts.submit }));

    const list = await screen.findByRole("list", { name: texts.blockouts.title });
    expect(await within(list).findByText(texts.blockouts.repeat(describeRule(rule), "01.01.2027"))).toBeInTheDocument();
    expect(within(list).getByText("Todo primeiro domingo do mês, a partir de 01.01.2027")).toBeInTheDocument();
    expect(network.requestsTo("POST", "/api/escala/me/blockouts").map((request) => request.body)).toEqual([
      { token: TOKEN, blockout: { kind: "repeat", from: "2027-01-01", rule } },
    ]);
  });

  it("adds a period and removes a blockout", async () => {
    network.on("POST", "/api/escala/me/blockouts", () =>
      jsonResponse(page({ blockouts: [christmas, { id: "00000000-0000-4000-8000-0000000000b3", from: "2027-07-01", until: "2027-07-15", rule: null }] }), 201),
    );
    network.on("DELETE", `/api/escala/me/blockouts/${christmas.id}`, () => jsonResponse(page({ blockouts: [] })));
    const { user } = await openAuthScreen(URL_OF_PAGE, texts.title);
    await screen.findByText(texts.greeting("Bruno"));
    await user.click(screen.getByRole("radio", { name: texts.blockouts.kinds.range }));
    await user.type(screen.getByLabelText(texts.blockouts.from), "2027-07-01");
    await user.type(screen.getByLabelText(texts.blockouts.until), "2027-07-15");
    await user.click(screen.getByRole("button", { name: texts.blockouts.submit }));
    expect(await screen.findByText(texts.blockouts.range("01.07.2027", "15.07.2027"))).toBeInTheDocument();
    expect(network.requestsTo("POST", "/api/escala/me/blockouts").map((request) => request.body)).toEqual([
      { token: TOKEN, blockout: { kind: "range", from: "2027-07-01", until: "2027-07-15" } },
    ]);

    network.on("POST", "/api/escala/me", () => jsonResponse(page({ blockouts: [] })));
    await user.click(screen.getByRole("button", { name: texts.blockouts.removeOf("sábado, 25.12.2027") }));
    expect(await screen.findByText(texts.blockouts.empty)).toBeInTheDocument();
    expect(network.requestsTo("DELETE", `/api/escala/me/blockouts/${christmas.id}`).map((request) => request.body)).toEqual([{ token: TOKEN }]);
  });

  it("refuses a period that ends before it starts without asking the server", async () => {
    const { user } = await openAuthScreen(URL_OF_PAGE, texts.title);
    await screen.findByText(texts.greeting("Bruno"));
    await user.click(screen.getByRole("radio", { name: texts.blockouts.kinds.range }));
    await user.type(screen.getByLabelText(texts.blockouts.from), "2027-07-15");
    await user.type(screen.getByLabelText(texts.blockouts.until), "2027-07-01");
    await user.click(screen.getByRole("button", { name: texts.blockouts.submit }));
    expect(await screen.findByText(myEscalasMessages.rangeBackwards)).toBeInTheDocument();
    expect(screen.getByLabelText(texts.blockouts.until)).toHaveAttribute("aria-invalid", "true");
    expect(network.requestsTo("POST", "/api/escala/me/blockouts")).toEqual([]);
  });

  it("says why an unknown link opens nothing", async () => {
    network.on("POST", "/api/escala/me", () => jsonResponse({ error: { code: "my_escalas_invalid", message: myEscalasMessages.invalid } }, 404));
    await openAuthScreen(URL_OF_PAGE, texts.title);
    expect(await screen.findByRole("alert")).toHaveTextContent(myEscalasMessages.invalid);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
