import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "./app-providers";
import { createRouter } from "./router";
import "./styles.css";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element.");

const router = createRouter();

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
