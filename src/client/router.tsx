import { Navigate, Outlet, createBrowserRouter, type RouteObject } from "react-router";
import { RouteErrorScreen } from "@/components/route-error-screen";
import { HomePage } from "@/features/home/home-page";
import { paths } from "@/lib/paths";
import { publicRoutes } from "@/features/public/routes";

/**
 * The route table. The public pages ship in the main bundle; the sign-in screens
 * and the whole admin area are loaded on demand (route `lazy`).
 */

/** A route whose screen component is loaded on demand. */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => React.ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

const { admin } = paths;

export const routes: RouteObject[] = [
  {
    id: "root",
    element: <Outlet />,
    errorElement: <RouteErrorScreen />,
    // Shown while the first route's code is still loading.
    hydrateFallbackElement: <div aria-busy="true" className="min-h-svh" />,
    children: [
      { path: paths.home.pattern, element: <HomePage /> },
      {
        path: admin.login.pattern,
        lazy: async () => ({ Component: (await import("@/features/auth/login-page")).LoginPage }),
      },
      {
        path: admin.forgotPassword.pattern,
        lazy: async () => ({
          Component: (await import("@/features/auth/forgot-password-page")).ForgotPasswordPage,
        }),
      },
      {
        path: paths.resetPassword.pattern,
        lazy: async () => ({
          Component: (await import("@/features/auth/reset-password-page")).ResetPasswordPage,
        }),
      },
      {
        path: admin.root.pattern,
        lazy: async () => ({
          Component: (await import("@/features/auth/require-session")).RequireSession,
        }),
        children: [
          {
            lazy: async () => ({
              Component: (await import("@/features/admin-shell/admin-layout")).AdminLayout,
            }),
            children: [
              { index: true, lazy: lazyPage(() => import("@/features/dashboard/dashboard-page"), (m) => m.DashboardPage) },
              { path: admin.church.pattern, lazy: lazyPage(() => import("@/features/church/church-settings-page"), (m) => m.ChurchSettingsPage) },
              { path: admin.musicians.pattern, lazy: lazyPage(() => import("@/features/musicians/musicians-page"), (m) => m.MusiciansPage) },
              { path: admin.bands.list.pattern, lazy: lazyPage(() => import("@/features/bands/bands-page"), (m) => m.BandsPage) },
              { path: admin.bands.new.pattern, lazy: lazyPage(() => import("@/features/bands/band-form-page"), (m) => m.BandFormPage) },
              { path: admin.bands.detail.pattern, lazy: lazyPage(() => import("@/features/bands/band-form-page"), (m) => m.BandFormPage) },
              { path: admin.services.list.pattern, lazy: lazyPage(() => import("@/features/services/services-page"), (m) => m.ServicesPage) },
              { path: admin.services.new.pattern, lazy: lazyPage(() => import("@/features/services/service-editor-page"), (m) => m.ServiceEditorPage) },
              { path: admin.services.detail.pattern, lazy: lazyPage(() => import("@/features/services/service-editor-page"), (m) => m.ServiceEditorPage) },
              { path: admin.songs.list.pattern, lazy: lazyPage(() => import("@/features/songs/songs-page"), (m) => m.SongsPage) },
              { path: admin.songs.new.pattern, lazy: lazyPage(() => import("@/features/songs/add-song-page"), (m) => m.AddSongPage) },
              { path: admin.songs.detail.pattern, lazy: lazyPage(() => import("@/features/songs/song-detail-page"), (m) => m.SongDetailPage) },
            ],
          },
        ],
      },
      ...publicRoutes,
      { path: "*", element: <Navigate to={paths.home.href()} replace /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
