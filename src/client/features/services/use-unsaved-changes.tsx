import { useCallback, useEffect, useRef } from "react";
import { useBlocker, type BlockerFunction } from "react-router";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { servicesTexts } from "./texts";

const texts = servicesTexts.editor;

/**
 * Spec §8 "Leave page with unsaved changes": the browser's own prompt on reload or close
 * (beforeunload), and a dialog on in-app navigation (React Router's blocker). `allowLeaving()`
 * lets the next navigation through (after a successful save).
 */
export function useUnsavedChangesGuard(dirty: boolean) {
  const allowed = useRef(false);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show (and need) a returned message; current ones show their own text.
      event.returnValue = texts.leaveBrowser;
      return texts.leaveBrowser;
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      dirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);
  const allowLeaving = useCallback(() => {
    allowed.current = true;
  }, []);
  return { blocker, allowLeaving };
}

/** The in-app warning: stay (Cancelar) or leave (Sair). */
export function LeavePageDialog({ blocker }: { blocker: ReturnType<typeof useBlocker> }) {
  return (
    <ConfirmDialog
      open={blocker.state === "blocked"}
      title={texts.leaveTitle}
      description={texts.leaveInApp}
      cancelLabel={texts.stay}
      confirmLabel={texts.leave}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
