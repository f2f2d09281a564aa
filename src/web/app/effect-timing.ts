import { options } from "preact";

/**
 * Preact runs effects after the next frame; React runs the effects of a key press or a click before the
 * next event. The app's focus moves (a dialog taking focus when it opens, giving it back when it closes)
 * and react-router's leave-without-saving blocker live in effects, so with Preact's timing a fast typist's
 * first word went to the page behind a dialog, and Back right after an edit left without the question.
 * Effects run once the render's microtask ends instead: before the next event, as React does.
 */
options.requestAnimationFrame = (flushEffects) => queueMicrotask(flushEffects);
