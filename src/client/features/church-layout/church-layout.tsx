import { Outlet } from "react-router";

/** Placeholder until the public-area issue replaces this file: renders the church's pages. */
export function ChurchLayout() {
  return <Outlet />;
}
