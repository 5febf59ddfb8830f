import { fill } from "~/i18n/fill";
import type { Locale } from "~/i18n/locale";
import type { ReviewTexts } from "~/i18n/messages/pages/review-en";
import { type PluralForms, plural as pluralIn } from "~/i18n/plural";
import { type CourseOffline, type CourseWorkerMessage, startCourseOffline } from "../course-offline";
import { type Child, h } from "~/page-scripts/lib/dom";
import { createCourseOutbox, type OutboxItem } from "./course-outbox";
import { retryWhileWaiting } from "./outbox-retry";
import { serialQueue } from "./serial-queue";

/** One due card as the page gets it (server/review/review-session.server.ts). */
export type ReviewDeckCard = {
  id: string;
  version: number;
  de: string;
  meaning: string;
  expect: string;
  /** The drill's three translations (empty in the cards mode). */
  choices: string[];
};

/** What the page's loader hands the script: plain JSON (it travels in the page). */
export type ReviewDeckConfig = {
  rootId: string;
  mode: "cards" | "drill";
  cards: ReviewDeckCard[];
  dueTotal: number;
  /** The page's language, for the plural forms and numbers. */
  locale: Locale;
  texts: ReviewTexts;
  /** The same mode again (another session) and the course page: whole page loads. */
  againHref: string;
  courseHref: string;
};

/**
 * The phrase review, run by the page script review-deck (the page is sent without the framework's
 * JavaScript, docs/decisions/033 and 061). Cards: the front plays the German phrase (text hidden until
 * asked), Space or the button turns it, 1–4 grade it. Listening drill: three translations, 1–3
 * answer (right → "good", wrong → "again"), Space goes on. A grade goes to the course outbox and is
 * sent at once when online; the page never waits for the server to show the next card.
 * Returns the clean-up (listeners, timers), for a test.
 */
export function runReviewDeck(
  config: ReviewDeckConfig,
  message: CourseWorkerMessage,
): (() => void) | undefined {
  const root = document.getElementById(config.rootId);
  const status = root?.querySelector<HTMLElement>(".review-status");
  const stage = root?.querySelector<HTMLElement>(".review-stage");
  if (!root || !status || !stage || root.dataset.enhanced) return undefined;
  root.dataset.enhanced = "true";
  const t = config.texts;
  const plural = (forms: PluralForms, count: number) => pluralIn(forms, count, config.locale);
  const button = (
    className: string,
    label: Child[],
    onClick: () => void,
    props: Record<string, string | boolean> = {},
  ) => h("button", { type: "button", class: `button ${className}`, ...props, onclick: onClick }, ...label);

  // The German voice: de-DE first, then de-AT or de-CH rather than none (voices may load late).
  const speech = "speechSynthesis" in window ? window.speechSynthesis : null;
  const germanVoice = () => {
    const voices = speech ? speech.getVoices() : [];
    const tag = (v: SpeechSynthesisVoice) => v.lang.replace("_", "-").toLowerCase();
    return voices.find((v) => tag(v) === "de-de") ?? voices.find((v) => tag(v).startsWith("de")) ?? null;
  };
  let voice = germanVoice();
  const speak = (text: string, rate: number) => {
    if (!speech || !voice) return;
    speech.cancel();
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = voice.lang;
    utterance.voice = voice;
    utterance.rate = rate;
    speech.speak(utterance);
  };

  // The session: where we are, what was answered, what waits in the outbox.
  // How many of each grade (again, hard, good, easy).
  const grades = [0, 0, 0, 0];
  const session = { index: 0, right: 0, answered: 0, pending: 0, conflicts: 0, failed: false };
  let card: { flipped: boolean; textShown: boolean; chosen: number | null } = {
    flipped: false,
    textShown: false,
    chosen: null,
  };
  let section: HTMLElement | null = null;
  const reviewed = () => grades.reduce((sum, count) => sum + count, 0);
  const current = () => config.cards[session.index] ?? null;

  const showStatus = () => {
    status.replaceChildren(
      ...[
        session.pending > 0 && plural(t.pending, session.pending),
        session.conflicts > 0 && t.staleCard,
        session.failed && t.saveFailed,
      ].flatMap((text) => (text ? [h("p", {}, text)] : [])),
    );
  };

  const listen = (text: string) =>
    voice
      ? h(
          "p",
          { class: "listen-buttons" },
          button("button-secondary button-small", [t.listen], () => speak(text, 1)),
          button("button-secondary button-small", [t.listenSlow], () => speak(text, 0.75)),
        )
      : h("p", { class: "review-no-voice" }, t.noVoice);

  const flipCard = (c: ReviewDeckCard) => {
    const position = fill(t.progress, { index: session.index + 1, count: config.cards.length });
    return [
      h("p", { class: "review-position" }, position),
      listen(c.de),
      card.flipped || card.textShown
        ? h("p", { class: "review-german", lang: "de" }, c.de)
        : button("button-secondary button-small", [t.showText], () => update({ textShown: true })),
      card.flipped
        ? h(
            "div",
            { class: "review-back" },
            h(
              "dl",
              {},
              h("dt", {}, t.meaning),
              h("dd", {}, c.meaning),
              h("dt", {}, t.expect),
              h("dd", {}, c.expect),
            ),
            h(
              "fieldset",
              { class: "review-grades" },
              h("legend", {}, t.gradeQuestion),
              ...t.grades.map((label, i) =>
                button(
                  "button-secondary",
                  [h("kbd", { "aria-hidden": "true" }, String(i + 1)), ` ${label}`],
                  () => grade(i + 1),
                ),
              ),
            ),
          )
        : button("button-primary", [t.flip], () => update({ flipped: true })),
      h("p", { class: "review-hint" }, t.keyboardHint),
    ];
  };

  const drillCard = (c: ReviewDeckCard) => {
    const position = fill(t.progress, { index: session.index + 1, count: config.cards.length });
    const score = fill(t.score, { right: session.right, done: session.answered });
    const { chosen } = card;
    const correct = chosen !== null && c.choices[chosen] === c.meaning;
    return [
      h("p", { class: "review-position" }, `${position} · ${score}`),
      listen(c.de),
      h(
        "fieldset",
        { class: "review-choices" },
        h("legend", {}, t.drillQuestion),
        ...c.choices.map((choice, index) =>
          button(
            chosen !== null && choice === c.meaning ? "button-secondary is-right" : "button-secondary",
            [h("kbd", { "aria-hidden": "true" }, String(index + 1)), ` ${choice}`],
            () => choose(index),
            {
              "aria-pressed": String(chosen === index),
              disabled: chosen !== null && chosen !== index && choice !== c.meaning,
            },
          ),
        ),
      ),
      chosen !== null &&
        h(
          "div",
          { class: "review-back", role: "status" },
          h("p", {}, correct ? t.correct : `${t.wrong} ${c.meaning}`),
          h("p", { class: "review-german", lang: "de" }, c.de),
          h("dl", {}, h("dt", {}, t.expect), h("dd", {}, c.expect)),
          button("button-primary", [t.next], () => advance()),
        ),
      h("p", { class: "review-hint" }, t.drillHint),
    ];
  };

  const summary = () => {
    const moreDue = Math.max(config.dueTotal - reviewed(), 0);
    const done = reviewed() > 0;
    return h(
      "section",
      { class: "review-card review-summary", "aria-labelledby": "review-summary-heading" },
      h("h2", { id: "review-summary-heading" }, done ? t.summaryHeading : t.nothingDue),
      ...(done
        ? [
            h("p", {}, plural(t.summaryReviewed, reviewed())),
            h(
              "p",
              {},
              fill(t.summaryGrades, {
                again: grades[0] ?? 0,
                hard: grades[1] ?? 0,
                good: grades[2] ?? 0,
                easy: grades[3] ?? 0,
              }),
            ),
            session.answered > 0 &&
              h("p", {}, fill(t.summaryScore, { right: session.right, done: session.answered })),
          ]
        : [h("p", {}, t.nothingDueHelp)]),
      moreDue > 0 && h("p", {}, plural(t.summaryMore, moreDue)),
      moreDue > 0 && h("a", { class: "button button-primary", href: config.againHref }, t.continueReview),
      h("a", { class: "button button-secondary", href: config.courseHref }, t.back),
    );
  };

  /** Shows the current card (a new card: a new section, focused, its phrase played). */
  const render = (fresh: boolean) => {
    const c = current();
    if (!c) {
      section = null;
      stage.replaceChildren(summary());
      return;
    }
    const position = fill(t.progress, { index: session.index + 1, count: config.cards.length });
    const content = config.mode === "drill" ? drillCard(c) : flipCard(c);
    if (fresh || !section) {
      section = h("section", { class: "review-card", tabindex: "-1", "aria-label": position });
      stage.replaceChildren(section);
    }
    const box = section;
    box.className = card.flipped ? "review-card is-flipped" : "review-card";
    // A control that had the focus goes with the old content: the drill's choice keeps it (the
    // same button is there again), otherwise the card takes it, so the keys still reach the card.
    const focused = document.activeElement;
    const buttons = () => [...box.querySelectorAll("button")];
    const focusedAt = focused && box.contains(focused) ? buttons().indexOf(focused as HTMLButtonElement) : -1;
    box.replaceChildren(...content.flatMap((child) => (child ? [child] : [])));
    if (fresh) {
      // The card takes the focus, so Space turns it rather than pressing a button that kept it.
      box.focus({ preventScroll: true });
      speak(c.de, 1);
    } else if (focusedAt >= 0) {
      const again = config.mode === "drill" ? buttons()[focusedAt] : undefined;
      (again && !again.disabled ? again : box).focus({ preventScroll: true });
    }
  };
  const update = (change: Partial<typeof card>) => {
    card = { ...card, ...change };
    render(false);
  };
  const advance = () => {
    session.index += 1;
    card = { flipped: false, textShown: false, chosen: null };
    render(true);
  };

  // The outbox: the same one the lessons and the course page use, for this page's customer.
  const outbox = createCourseOutbox(serialQueue);
  // Sent by the course's offline support (started below, before any grade can be given).
  const sending: { offline?: CourseOffline } = {};
  const flush = () => sending.offline?.send();
  const record = (c: ReviewDeckCard, value: number, correct?: boolean) => {
    grades[value - 1] = (grades[value - 1] ?? 0) + 1;
    if (correct !== undefined) {
      session.answered += 1;
      if (correct) session.right += 1;
    }
    const body = {
      key: crypto.randomUUID(),
      phraseId: c.id,
      grade: value,
      baseVersion: c.version,
      mode: config.mode,
      deviceAt: new Date().toISOString(),
    };
    outbox
      .enqueue({ kind: "grade", body })
      .then(() => outbox.pendingCount())
      .then((count) => {
        session.pending = count;
        showStatus();
        flush();
      })
      .catch(() => {
        session.failed = true;
        showStatus();
      });
  };
  const grade = (value: number) => {
    const c = current();
    if (!c || !card.flipped) return;
    record(c, value);
    advance();
  };
  const choose = (index: number) => {
    const c = current();
    if (!c || card.chosen !== null || index >= c.choices.length) return;
    const correct = c.choices[index] === c.meaning;
    card = { ...card, chosen: index };
    record(c, correct ? 3 : 1, correct);
    render(false);
  };

  // Keyboard: Space and digits go to the card; keys typed into a field, with a modifier, or
  // Space/Enter on a focused control keep their usual meaning.
  const onKey = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target instanceof Element ? event.target : null;
    if (target?.closest("button, a, input, select, textarea") && (event.key === " " || event.key === "Enter"))
      return;
    if (target?.closest("input, select, textarea")) return;
    if (event.key !== " " && !/^[1-4]$/.test(event.key)) return;
    const c = current();
    if (!c) return;
    event.preventDefault();
    if (config.mode === "drill") {
      if (event.key === " " && card.chosen !== null) advance();
      else if (/^[1-3]$/.test(event.key)) choose(Number(event.key) - 1);
    } else if (event.key === " ") {
      if (!card.flipped) update({ flipped: true });
    } else if (card.flipped) grade(Number(event.key));
  };

  const listening = new AbortController();
  const { signal } = listening;
  document.addEventListener("keydown", onKey, { signal });
  speech?.addEventListener(
    "voiceschanged",
    () => {
      const before = voice;
      voice = germanVoice();
      if (before || !voice) return;
      // The voice came after the card: offer the buttons, and play the phrase as a fresh card does.
      render(false);
      const c = current();
      if (c) speak(c.de, 1);
    },
    { signal },
  );
  // The course's offline support: names the outbox's customer, hands the worker the course, and
  // sends the grades now and again while some wait (the "online" event is not the only way back:
  // a server that answered 5xx, a network that says online before it carries anything or never
  // says it at all).
  sending.offline = startCourseOffline(message, outbox, retryWhileWaiting, {
    onAnswer: (item: OutboxItem, response: Response) => {
      if (item.kind !== "grade") return;
      if (response.status === 409) session.conflicts += 1;
      else if (!response.ok) session.failed = true;
    },
    onPass: (left: number | null) => {
      if (left === null) session.failed = true;
      else session.pending = left;
      showStatus();
    },
  });
  render(true);
  return () => {
    listening.abort();
    sending.offline?.stop();
    delete root.dataset.enhanced;
  };
}
