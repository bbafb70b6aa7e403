/** Query keys of the public pages' shared data (the church of the layout). */
export const publicKeys = {
  all: ["public"] as const,
  church: (churchKey: string) => [...publicKeys.all, "church", churchKey] as const,
};
