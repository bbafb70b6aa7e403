import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { PRACTICE_OFF, PRACTICE_RATES, readPracticeSettings, type PracticeSettings } from "@shared/practice-mode";
import type { RepeatMode } from "./playback";
import type { PlaybackController, PlaybackSnapshot } from "./playback-controller";
import { PRACTICE_STEP_SECONDS, practiceShortcut } from "./practice-shortcuts";

/** 'Modo ensaio' as the page's URL names it when it opens (the server rendered the same). */
export function useOpenedPractice(): PracticeSettings {
  const [searchParams] = useSearchParams();
  const [opened] = useState(() => readPracticeSettings(searchParams));
  return opened;
}

/** How the player starts for a page opened in 'Modo ensaio': its loop is repeat one, at its speed. */
export function practicePlayback(opened: PracticeSettings): { initialRepeat: RepeatMode; initialRate: number } {
  return { initialRepeat: opened.on && opened.loop ? 2 : 0, initialRate: opened.rate };
}

/**
 * 'Modo ensaio' (docs/decisions/445): the panel's state here, its loop and speed in the playback
 * controller (the loop is repeat one), and the keyboard shortcuts while it is on.
 */
export function usePracticeMode(controller: PlaybackController, snapshot: PlaybackSnapshot, opened: PracticeSettings) {
  const [on, setOn] = useState(opened.on);
  const practice: PracticeSettings = on
    ? { on: true, loop: snapshot.repeat === 2, rate: PRACTICE_RATES.find((rate) => rate === snapshot.rate) ?? 1 }
    : PRACTICE_OFF;

  /** Turning the panel off is normal playback again: no loop, normal speed. */
  function change(next: PracticeSettings) {
    setOn(next.on);
    if (next.on !== practice.on || next.loop !== practice.loop) controller.setRepeat(next.on && next.loop ? 2 : 0);
    controller.setPlaybackRate(next.on ? next.rate : 1);
  }

  useEffect(() => {
    if (!on) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const action = practiceShortcut(event);
      if (!action) return;
      event.preventDefault();
      if (action === "toggle-play") controller.togglePlay();
      else if (action === "back") controller.step(-PRACTICE_STEP_SECONDS);
      else if (action === "forward") controller.step(PRACTICE_STEP_SECONDS);
      else controller.setRepeat(controller.getSnapshot().repeat === 2 ? 0 : 2);
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [on, controller]);

  return { practice, changePractice: change };
}
