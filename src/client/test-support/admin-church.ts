import { answerSignedIn } from "./auth-fixtures";
import { jsonResponse, type FakeNetwork } from "./fake-network";

/** The church of the signed-in administrator in the admin screens' client tests. */
export const adminChurch = {
  id: "0b6f9d4e-2c1a-4e8b-9f3d-7a5c1e2b4d6f",
  name: "Igreja Esperança",
  slug: "igreja-esperanca",
  address: null,
  youtubeChannel: "https://www.youtube.com/@igrejaesperanca",
  logoUrl: null,
  publishCharts: false,
  escalaReminderDays: 3,
  escalaDayBefore: true,
};

/** A signed-in administrator whose church exists. */
export function answerAdminWithChurch(network: FakeNetwork) {
  answerSignedIn(network);
  network.on("GET", "/api/admin/church", () => jsonResponse({ church: adminChurch }));
}
