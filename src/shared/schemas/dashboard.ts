/** Spec §9: the dashboard's recent window. */
export const DASHBOARD_RECENT_DAYS = 30;

/** Answer of GET /api/admin/dashboard: exact counts of the signed-in administrator's church. */
export type DashboardCounts = {
  musicians: number;
  bands: number;
  /** Active services (drafts are not counted). */
  services: number;
  /** Active services dated within the last 30 days (today included). */
  servicesLast30Days: number;
  songs: number;
  /** Catalogue songs created within the last 30 days. */
  songsLast30Days: number;
};
