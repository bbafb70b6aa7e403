import { Navigate, Outlet, createBrowserRouter, type HydrationState, type RouteObject } from "react-router";
import { RouteErrorScreen } from "@/components/route-error-screen";
import { HomePage } from "@/features/public/home/home-page";
import { PageViews } from "@/lib/analytics";
import { paths } from "@/lib/paths";

/**
 * The route table. The public pages ship in the main bundle; the sign-in screens
 * and the whole admin area are loaded on demand (route `lazy`).
 */

/** A route whose screen component is loaded on demand. */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => React.ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/**
 * A public route's screen, loaded on demand; `source` (the module's path under src/client, as
 * Vite's manifest names it) lets the server preload the route's chunks in the HTML it renders.
 */
function publicPage<M>(source: string, load: () => Promise<M>, pick: (module: M) => React.ComponentType) {
  return { lazy: lazyPage(load, pick), handle: { source } satisfies RouteSource };
}

/** What a public route carries for the server renderer (see publicPage). */
export type RouteSource = { source: string };

const { admin } = paths;

export const routes: RouteObject[] = [
  {
    id: "root",
    element: (
      <>
        <PageViews />
        <Outlet />
      </>
    ),
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
      { path: paths.acceptInvitation.pattern, lazy: lazyPage(() => import("@/features/auth/accept-invitation-page"), (m) => m.AcceptInvitationPage) },
      { path: paths.escalaAnswer.pattern, lazy: lazyPage(() => import("@/features/escala/escala-answer-page"), (m) => m.EscalaAnswerPage) },
      { path: paths.myEscalas.pattern, lazy: lazyPage(() => import("@/features/my-escalas/my-escalas-page"), (m) => m.MyEscalasPage) },
      { path: admin.signup.pattern, lazy: lazyPage(() => import("@/features/auth/signup-page"), (m) => m.SignupPage) },
      { path: admin.signupConfirm.pattern, lazy: lazyPage(() => import("@/features/auth/signup-page"), (m) => m.SignupConfirmPage) },
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
              { path: admin.church.pattern, lazy: lazyPage(() => import("@/features/churches/church-settings-page"), (m) => m.ChurchSettingsPage) },
              { path: admin.musicians.pattern, lazy: lazyPage(() => import("@/features/musicians/musicians-page"), (m) => m.MusiciansPage) },
              { path: admin.bands.list.pattern, lazy: lazyPage(() => import("@/features/bands/bands-page"), (m) => m.BandsPage) },
              { path: admin.bands.new.pattern, lazy: lazyPage(() => import("@/features/bands/band-form-page"), (m) => m.BandFormPage) },
              { path: admin.bands.detail.pattern, lazy: lazyPage(() => import("@/features/bands/band-form-page"), (m) => m.BandFormPage) },
              { path: admin.services.list.pattern, lazy: lazyPage(() => import("@/features/services/services-page"), (m) => m.ServicesPage) },
              { path: admin.services.new.pattern, lazy: lazyPage(() => import("@/features/services/service-editor-page"), (m) => m.ServiceEditorPage) },
              { path: admin.services.import.pattern, lazy: lazyPage(() => import("@/features/services/youtube-import-page"), (m) => m.YouTubeImportPage) },
              { path: admin.services.detail.pattern, lazy: lazyPage(() => import("@/features/services/service-editor-page"), (m) => m.ServiceEditorPage) },
              { path: admin.songs.list.pattern, lazy: lazyPage(() => import("@/features/songs/songs-page"), (m) => m.SongsPage) },
              { path: admin.songs.new.pattern, lazy: lazyPage(() => import("@/features/songs/add-song-page"), (m) => m.AddSongPage) },
              { path: admin.songs.detail.pattern, lazy: lazyPage(() => import("@/features/songs/song-detail-page"), (m) => m.SongDetailPage) },
              { path: admin.plans.pattern, lazy: lazyPage(() => import("@/features/plans/plans-page"), (m) => m.PlansPage) },
              { path: admin.escalas.pattern, lazy: lazyPage(() => import("@/features/plans/escala-overview-page"), (m) => m.EscalaOverviewPage) },
              { path: admin.reports.pattern, lazy: lazyPage(() => import("@/features/reports/reports-page"), (m) => m.ReportsPage) },
              { path: admin.team.pattern, lazy: lazyPage(() => import("@/features/team/team-page"), (m) => m.TeamPage) },
              { path: admin.account.pattern, lazy: lazyPage(() => import("@/features/account/account-page"), (m) => m.AccountPage) },
              { path: admin.history.pattern, lazy: lazyPage(() => import("@/features/history/history-page"), (m) => m.HistoryPage) },
            ],
          },
        ],
      },
      {
        path: paths.church.root.pattern,
        ...publicPage("features/public/church-layout/church-layout.tsx", () => import("@/features/public/church-layout/church-layout"), (m) => m.ChurchLayout),
        children: [
          { index: true, ...publicPage("features/public/church-home/church-home-page.tsx", () => import("@/features/public/church-home/church-home-page"), (m) => m.ChurchHomePage) },
          { path: paths.church.services.pattern, ...publicPage("features/public/church-services/church-services-page.tsx", () => import("@/features/public/church-services/church-services-page"), (m) => m.ChurchServicesPage) },
          { path: paths.church.service.pattern, ...publicPage("features/public/service-viewer/service-viewer-page.tsx", () => import("@/features/public/service-viewer/service-viewer-page"), (m) => m.ServiceViewerPage) },
          { path: paths.church.serviceSong.pattern, ...publicPage("features/public/service-viewer/service-viewer-page.tsx", () => import("@/features/public/service-viewer/service-viewer-page"), (m) => m.ServiceViewerPage) },
          { path: paths.church.songs.pattern, ...publicPage("features/public/church-songs/church-songs-page.tsx", () => import("@/features/public/church-songs/church-songs-page"), (m) => m.ChurchSongsPage) },
          { path: paths.church.song.pattern, ...publicPage("features/public/church-songs/song-detail-page.tsx", () => import("@/features/public/church-songs/song-detail-page"), (m) => m.PublicSongDetailPage) },
          { path: paths.church.bands.pattern, ...publicPage("features/public/church-bands/church-bands-page.tsx", () => import("@/features/public/church-bands/church-bands-page"), (m) => m.ChurchBandsPage) },
          { path: paths.church.band.pattern, ...publicPage("features/public/church-bands/band-detail-page.tsx", () => import("@/features/public/church-bands/band-detail-page"), (m) => m.BandDetailPage) },
          { path: paths.church.plan.pattern, ...publicPage("features/public/church-plan/plan-page.tsx", () => import("@/features/public/church-plan/plan-page"), (m) => m.PlanPage) },
          { path: paths.church.musician.pattern, ...publicPage("features/public/church-musicians/musician-detail-page.tsx", () => import("@/features/public/church-musicians/musician-detail-page"), (m) => m.MusicianDetailPage) },
        ],
      },
      { path: "*", element: <Navigate to={paths.home.href()} replace /> },
    ],
  },
];

export function createRouter(options?: { hydrationData?: HydrationState }) {
  return createBrowserRouter(routes, options);
}
