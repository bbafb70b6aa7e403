import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/** Joins class names and lets later Tailwind utilities win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/**
 * Builds the class merger's tables (its first call does, ~10 ms on this machine, more on a phone),
 * so that a page's start can do it in a task of its own instead of inside its first render.
 */
export function prepareClassMerging(): void {
  twMerge("");
}
