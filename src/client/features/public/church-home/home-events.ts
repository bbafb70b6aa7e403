import { track } from "@/lib/analytics";

/**
 * The church home's analytics events (spec §7): view_church_home, section_interaction,
 * click_band_card, click_service_card, click_song_card, with the church and the item. Sent only
 * when analytics is configured (lib/analytics.ts); failures are only logged there.
 */
export type HomeEvent = "view_church_home" | "section_interaction" | "click_band_card" | "click_service_card" | "click_song_card";

export type HomeEventParams = {
  church_id: string;
  church_name: string;
  section?: string;
  item_id?: string;
  item_name?: string;
};

export function trackHomeEvent(event: HomeEvent, params: HomeEventParams): void {
  track(event, params);
}
