import { track, type AnalyticsEvent, type AnalyticsParams } from "@/lib/analytics";
import { usePublicChurch } from "./api/get-public-church";

/**
 * The analytics event of a click on an item of a church page (a card, a row): the church's id and
 * name, the item's id and name, whatever else the event carries, and the page's section.
 */
export function useItemTracking(churchSlug: string, section: string) {
  const church = usePublicChurch(churchSlug).data?.church;
  return (event: AnalyticsEvent, item: { id: string; name: string }, extra: AnalyticsParams = {}) =>
    track(event, { church_id: church?.id, church_name: church?.name, item_id: item.id, item_name: item.name, ...extra, section });
}
