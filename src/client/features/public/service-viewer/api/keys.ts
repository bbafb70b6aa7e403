/** Query keys of the service viewing page. */
export const serviceViewerKeys = {
  all: ["service-viewer"] as const,
  page: (churchKey: string, serviceKey: string, songKey: string | null) =>
    [...serviceViewerKeys.all, "page", churchKey, serviceKey, songKey] as const,
  recommendations: (churchKey: string, serviceId: string, songId: string | null) =>
    [...serviceViewerKeys.all, "recommendations", churchKey, serviceId, songId] as const,
  chart: (churchKey: string, songCatalogId: string) => [...serviceViewerKeys.all, "chart", churchKey, songCatalogId] as const,
};
