/**
 * Query keys of the church settings screen. `all` and `current` are the same keys as the admin
 * shell's church query (features/admin-shell/api/get-church.ts), so saving here updates the
 * sidebar's view of the church, and invalidating `all` unlocks its entries at once.
 */
export const churchKeys = {
  all: ["church"] as const,
  current: () => [...churchKeys.all, "current"] as const,
  slugAvailability: (slug: string) => [...churchKeys.all, "slug-availability", slug] as const,
};
