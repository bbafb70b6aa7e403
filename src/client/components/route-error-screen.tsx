import { isRouteErrorResponse, useRouteError } from "react-router";

/** The router's error element (spec §8: 'Unexpected Application Error!' plus the message). */
export function RouteErrorScreen() {
  const error = useRouteError();

  return (
    <main className="flex min-h-svh flex-col items-center justify-center gap-3 p-6 text-center">
      <h1 className="text-2xl font-bold">Unexpected Application Error!</h1>
      <p className="max-w-xl text-muted-foreground">{errorMessage(error)}</p>
    </main>
  );
}

function errorMessage(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  if (typeof error === "string") return error;
  return "Unknown error";
}
