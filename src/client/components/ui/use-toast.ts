import { useSyncExternalStore, type ReactNode } from "react";
import type { ToastProps } from "@/components/ui/toast";

/**
 * The classic shadcn/ui toast store (after react-hot-toast): a module-level state
 * any code can push to with `toast()`, rendered by <Toaster />.
 */

/** Spec §9: at most one toast is visible at a time; a new one replaces it. */
const TOAST_LIMIT = 1;
/** How long a dismissed toast stays mounted so its exit animation can play. */
const TOAST_REMOVE_DELAY_MS = 1000;

type ToasterToast = ToastProps & {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
};

type Action =
  | { type: "ADD_TOAST"; toast: ToasterToast }
  | { type: "UPDATE_TOAST"; toast: Partial<ToasterToast> & { id: string } }
  | { type: "DISMISS_TOAST"; toastId?: string }
  | { type: "REMOVE_TOAST"; toastId?: string };

type State = { toasts: ToasterToast[] };

let count = 0;

function genId(): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  return count.toString();
}

const toastTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function addToRemoveQueue(toastId: string): void {
  if (toastTimeouts.has(toastId)) return;
  const timeout = setTimeout(() => {
    toastTimeouts.delete(toastId);
    dispatch({ type: "REMOVE_TOAST", toastId });
  }, TOAST_REMOVE_DELAY_MS);
  toastTimeouts.set(toastId, timeout);
}

function reducer(state: State, action: Action): State {
  switch (action.type) {
    case "ADD_TOAST":
      return { ...state, toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };

    case "UPDATE_TOAST":
      return {
        ...state,
        toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)),
      };

    case "DISMISS_TOAST": {
      const { toastId } = action;
      // Side effect kept here, as in shadcn/ui: schedule removal after the exit animation.
      if (toastId) {
        addToRemoveQueue(toastId);
      } else {
        for (const t of state.toasts) addToRemoveQueue(t.id);
      }
      return {
        ...state,
        toasts: state.toasts.map((t) =>
          t.id === toastId || toastId === undefined ? { ...t, open: false } : t,
        ),
      };
    }

    case "REMOVE_TOAST":
      if (action.toastId === undefined) return { ...state, toasts: [] };
      return { ...state, toasts: state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

const listeners = new Set<() => void>();

let memoryState: State = { toasts: [] };

function dispatch(action: Action): void {
  memoryState = reducer(memoryState, action);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function getSnapshot(): State {
  return memoryState;
}

/** Removes every toast at once, skipping exit animations (a fresh start, e.g. between tests). */
export function clearToasts(): void {
  for (const timeout of toastTimeouts.values()) clearTimeout(timeout);
  toastTimeouts.clear();
  dispatch({ type: "REMOVE_TOAST" });
}

/** Whether a toast has been raised since the page started: it lives in this tiny eager store. */
export function useAnyToastRaised(): boolean {
  return useSyncExternalStore(subscribe, () => memoryState.toasts.length > 0, () => false);
}

export type ToastInput = Omit<ToasterToast, "id">;

export function toast(props: ToastInput) {
  const id = genId();

  const update = (next: ToastInput) => dispatch({ type: "UPDATE_TOAST", toast: { ...next, id } });
  const dismiss = () => dispatch({ type: "DISMISS_TOAST", toastId: id });

  dispatch({
    type: "ADD_TOAST",
    toast: {
      ...props,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });

  return { id, dismiss, update };
}

export function useToast() {
  const state = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);

  return {
    ...state,
    toast,
    dismiss: (toastId?: string) => dispatch({ type: "DISMISS_TOAST", toastId }),
  };
}
