import { useEffect } from "react";
import { useLocation } from "react-router";
import type { PublicConfigResponse } from "@shared/schemas/public-service-viewer";
import { apiClient } from "./api-client";
import { matchPattern, paths } from "./paths";

/**
 * Analytics (spec §7): the spec's events and a page_view on each route change, sent to Google Tag
 * Manager (dataLayer) and Google Analytics (gtag) only when their ids are configured on the server
 * (GTM_ID, GA_MEASUREMENT_ID, read from GET /api/public/config). Without ids no third-party script
 * is loaded and nothing is sent. Failures are only logged. Events tracked before the ids are known
 * wait in a short queue.
 */

export type AnalyticsEvent =
  | "view_church_home"
  | "section_interaction"
  | "click_band_card"
  | "click_service_card"
  | "click_song_card"
  | "navigate_to"
  | "page_view";

/** Church and item ids and names (church_id, church_name, item_id, item_name, section, destination …). */
export type AnalyticsParams = Record<string, string | number | boolean | null | undefined>;

type GtagWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

export const GTM_SCRIPT_URL = "https://www.googletagmanager.com/gtm.js";
export const GTAG_SCRIPT_URL = "https://www.googletagmanager.com/gtag/js";
export const ANALYTICS_CONFIG_URL = "/api/public/config";
const MAX_QUEUED_EVENTS = 50;

/** Spec §2 "Page titles sent for tracking", by page; the brand for anything else. */
export const BRAND_PAGE_TITLE = "Louvor";
const { admin, church } = paths;
const PAGE_TITLES: [pages: { fullPattern: string }[], title: string][] = [
  [[paths.home], "Church Directory"],
  [[admin.login], "Admin Login"],
  [[admin.forgotPassword], "Forgot Password"],
  [[admin.church], "Church Settings"],
  [[admin.musicians], "Musicians Manager"],
  [[admin.bands.list, admin.bands.new, admin.bands.detail], "Bands Manager"],
  [[admin.services.list, admin.services.new, admin.services.import, admin.services.detail], "Services Manager"],
  [[admin.songs.list, admin.songs.new, admin.songs.detail], "Songs Catalog"],
  [[admin.dashboard], "Admin Dashboard"],
  [[church.services, church.service, church.serviceSong], "Church Services"],
  [[church.bands, church.band], "Church Bands"],
  [[church.songs, church.song], "Church Songs"],
  [[church.musician], "Musician Details"],
  [[church.root], "Church Home"],
];

const isOneOf = (pages: { fullPattern: string }[], pathname: string) =>
  pages.some((page) => matchPattern(page.fullPattern, pathname) !== null);

export function pageTitleFor(pathname: string): string {
  return PAGE_TITLES.find(([pages]) => isOneOf(pages, pathname))?.[1] ?? BRAND_PAGE_TITLE;
}

type Destinations = { gtmId: string | null; gaMeasurementId: string | null };
type State = { status: "unknown" } | { status: "loading" } | { status: "off" } | ({ status: "on" } & Destinations);

let state: State = { status: "unknown" };
let queue: [AnalyticsEvent, AnalyticsParams][] = [];
let initialising: Promise<void> | null = null;

function logFailure(message: string, error: unknown) {
  console.warn(`Analytics: ${message}`, error);
}

function addScript(src: string) {
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  script.onerror = () => logFailure("não foi possível carregar o script", src);
  document.head.appendChild(script);
}

function installTags({ gtmId, gaMeasurementId }: Destinations) {
  const w = window as GtagWindow;
  w.dataLayer = w.dataLayer ?? [];
  if (gtmId) {
    w.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
    addScript(`${GTM_SCRIPT_URL}?id=${encodeURIComponent(gtmId)}`);
  }
  if (gaMeasurementId) {
    // gtag.js reads the arguments object itself from the dataLayer, not an array.
    w.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params
      w.dataLayer?.push(arguments);
    };
    w.gtag("js", new Date());
    // Page views are sent by usePageViews on every route change, not by gtag on load.
    w.gtag("config", gaMeasurementId, { send_page_view: false });
    addScript(`${GTAG_SCRIPT_URL}?id=${encodeURIComponent(gaMeasurementId)}`);
  }
}

function deliver(event: AnalyticsEvent, params: AnalyticsParams, { gtmId, gaMeasurementId }: Destinations) {
  const w = window as GtagWindow;
  try {
    if (gtmId) w.dataLayer?.push({ event, ...params });
    if (gaMeasurementId) w.gtag?.("event", event, params);
  } catch (error) {
    logFailure(`falha ao enviar ${event}`, error);
  }
}

/**
 * Reads the configured ids once and, when there are any, loads the tag scripts and sends what was
 * queued. Called by the first track(); later calls share the same work.
 */
export function initAnalytics(): Promise<void> {
  initialising ??= readConfiguration();
  return initialising;
}

async function readConfiguration(): Promise<void> {
  state = { status: "loading" };
  try {
    const config = await apiClient.get<PublicConfigResponse>(ANALYTICS_CONFIG_URL);
    const destinations: Destinations = { gtmId: config.gtmId || null, gaMeasurementId: config.gaMeasurementId || null };
    if (!destinations.gtmId && !destinations.gaMeasurementId) {
      state = { status: "off" };
    } else {
      installTags(destinations);
      state = { status: "on", ...destinations };
    }
  } catch (error) {
    state = { status: "off" };
    logFailure("configuração indisponível", error);
  }
  const pending = queue;
  queue = [];
  if (state.status === "on") for (const [event, params] of pending) deliver(event, params, state);
}

/** Sends an event to the configured tag manager / analytics; a no-op without ids. Never throws. */
export function track(event: AnalyticsEvent, params: AnalyticsParams = {}): void {
  if (state.status === "off") return;
  if (state.status === "on") {
    deliver(event, params, state);
    return;
  }
  if (queue.length < MAX_QUEUED_EVENTS) queue.push([event, params]);
  // In a task of its own: the first event is sent from a page's start (its page_view), whose
  // tasks a phone should keep short (docs/decisions/484).
  if (!initialising) setTimeout(() => void initAnalytics(), 0);
}

/** Pages whose query string carries a secret (a mailed link's token): tracked by their path alone. */
const PAGES_WITH_SECRET_QUERY = [paths.resetPassword, paths.acceptInvitation, paths.escalaAnswer, paths.admin.signupConfirm];

/** The path a page view reports: with its query string, unless that query may hold a secret. */
export function trackedPath(pathname: string, search: string): string {
  return isOneOf(PAGES_WITH_SECRET_QUERY, pathname) ? pathname : `${pathname}${search}`;
}

/** Sends a page_view (path and the spec's page title) on each route change. Call it once under the router. */
export function usePageViews(): void {
  const { pathname, search } = useLocation();
  const pagePath = trackedPath(pathname, search);
  useEffect(() => {
    track("page_view", {
      page_path: pagePath,
      page_title: pageTitleFor(pathname),
      // Built from the tracked path, never from the address bar, so a token in it is not sent.
      page_location: `${window.location.origin}${pagePath}`,
    });
  }, [pagePath, pathname]);
}

/** The same as a component, for route elements: `<PageViews />`. */
export function PageViews(): null {
  usePageViews();
  return null;
}
