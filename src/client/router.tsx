import { Navigate, Outlet, createBrowserRouter, type RouteObject } from "react-router";
import { RouteErrorScreen } from "@/components/route-error-screen";
import { HomePage } from "@/features/home/home-page";
import { paths } from "@/lib/paths";
import type { PlaceholderPageKey } from "@/features/admin-shell/texts";

/**
 * The route table. The public pages ship in the main bundle; the sign-in screens
 * and the whole admin area are loaded on demand (route `lazy`).
 */

function placeholderRoute(key: PlaceholderPageKey) {
  return async () => {
    const [{ PlaceholderPage }, { adminShellTexts }] = await Promise.all([
      import("@/features/admin-shell/placeholder-page"),
      import("@/features/admin-shell/texts"),
    ]);
    return { element: <PlaceholderPage title={adminShellTexts.pageTitles[key]} /> };
  };
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
              { index: true, lazy: placeholderRoute("dashboard") },
              { path: admin.church.pattern, lazy: placeholderRoute("church") },
              { path: admin.musicians.pattern, lazy: placeholderRoute("musicians") },
              { path: admin.bands.list.pattern, lazy: placeholderRoute("bands") },
              { path: admin.bands.new.pattern, lazy: placeholderRoute("bands") },
              { path: admin.bands.detail.pattern, lazy: placeholderRoute("bands") },
              { path: admin.services.list.pattern, lazy: placeholderRoute("services") },
              { path: admin.services.new.pattern, lazy: placeholderRoute("services") },
              { path: admin.services.detail.pattern, lazy: placeholderRoute("services") },
              { path: admin.songs.list.pattern, lazy: placeholderRoute("songs") },
              { path: admin.songs.new.pattern, lazy: placeholderRoute("songs") },
              { path: admin.songs.detail.pattern, lazy: placeholderRoute("songs") },
            ],
          },
        ],
      },
      { path: "*", element: <Navigate to={paths.home.href()} replace /> },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
