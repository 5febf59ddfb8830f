import type {
  CheckAnswer,
  ProtectionAnswer,
  ProtectionDeadlines,
  Requirement,
} from "~/content/licence-rules/view";
import { formatDate } from "~/i18n/format";
import type { LicenceCheckTexts } from "~/i18n/messages/licence-check-en";
import { plural } from "~/i18n/plural";
import { localizePath } from "~/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { fill } from "~/i18n/fill";
import { ChatButton } from "./chat-button";
import { LicenceCheckCosts } from "./licence-check-costs";
import { nextStepId } from "./licence-check-form";
import { ClassName, fillWithNodes, WithTerms } from "./licence-check-text";
import { LocalizedLink } from "./localized-link";

// The answer. Its root carries data-outcome, data-eye-test and data-first-aid (and data-special
// for a Ukrainian licence under temporary protection), so the result can be read by people and by
// tests alike.

function Facts({ answer, t }: { answer: CheckAnswer; t: LicenceCheckTexts }) {
  const asRequirement = (needed: boolean): Requirement => (needed ? "yes" : "no");
  const facts = [
    { key: "theory", label: t.answer.facts.theory, value: asRequirement(answer.theory) },
    { key: "practical", label: t.answer.facts.practical, value: asRequirement(answer.practical) },
    { key: "eye-test", label: t.answer.facts.eyeTest, value: answer.eyeTest },
    { key: "first-aid", label: t.answer.facts.firstAid, value: answer.firstAid },
    // Only a first licence needs the training; a conversion never does (§ 31 FeV).
    ...(answer.basis === "learner"
      ? [{ key: "training", label: t.answer.facts.training, value: "yes" as const }]
      : []),
  ];
  return (
    <dl className="answer-facts" aria-label={t.answer.factsLabel}>
      {facts.map((fact) => (
        <div
          key={fact.key}
          data-fact={fact.key}
          data-value={fact.value}
          className={`fact fact-${fact.value}`}
        >
          <dt>{fact.label}</dt>
          <dd>{t.answer.requirement[fact.value]}</dd>
        </div>
      ))}
    </dl>
  );
}

function DateText({ date }: { date: string }) {
  const locale = useLocale();
  return <time dateTime={date}>{formatDate(date, locale, "long")}</time>;
}

function ProtectionDates({ deadlines, t }: { deadlines: ProtectionDeadlines; t: LicenceCheckTexts }) {
  const locale = useLocale();
  const d = t.deadlines;
  return (
    <>
      {deadlines.state === "expired" ? (
        <p className="notification notification-error" data-deadline-state="expired">
          {d.protectionExpired}
        </p>
      ) : deadlines.state === "apply-now" ? (
        <p className="notification notification-warning" data-deadline-state="apply-now">
          {d.applyNow}
        </p>
      ) : null}
      <dl className="deadline-list">
        {deadlines.since ? (
          <div>
            <dt>{d.since}</dt>
            <dd>
              <DateText date={deadlines.since} />
            </dd>
          </div>
        ) : null}
        <div data-deadline="valid-until" data-until={deadlines.until}>
          <dt>{d.validUntil}</dt>
          <dd>
            <strong>
              <DateText date={deadlines.validUntil} />
            </strong>
            <span className="deadline-note">
              {deadlines.until === "six-months" ? d.protectionUntilSixMonths : d.protectionUntilEnd}
            </span>
          </dd>
        </div>
        <div data-deadline="apply-by">
          <dt>{d.applyBy}</dt>
          <dd>
            <strong>
              <DateText date={deadlines.applyBy} />
            </strong>
            <span className="deadline-note">{plural(d.applyByNote, deadlines.waitWeeks, locale)}</span>
          </dd>
        </div>
      </dl>
      <p>{d.testsNote}</p>
      {deadlines.since ? null : (
        <p>
          <a href="#check-since">{d.protectionAskSince}</a>
        </p>
      )}
    </>
  );
}

function Deadlines({ answer, t }: { answer: CheckAnswer; t: LicenceCheckTexts }) {
  const { deadlines } = answer;
  const d = t.deadlines;
  const locale = useLocale();
  if (deadlines.kind === "eu") return <p>{d.eu}</p>;
  if (deadlines.kind === "learner") return <p>{d.learner}</p>;
  if (deadlines.kind === "protection") return <ProtectionDates deadlines={deadlines} t={t} />;
  if (deadlines.kind === "ask") {
    return (
      <p>
        <a href="#check-since">{d.askSince}</a>
      </p>
    );
  }
  return (
    <>
      {deadlines.state === "expired" ? (
        <p className="notification notification-error" data-deadline-state="expired">
          {fillWithNodes(d.expired, { date: <DateText date={deadlines.validUntil} /> })}
        </p>
      ) : deadlines.state === "apply-now" ? (
        <p className="notification notification-warning" data-deadline-state="apply-now">
          {d.applyNow}
        </p>
      ) : null}
      <dl className="deadline-list">
        <div>
          <dt>{d.since}</dt>
          <dd>
            <DateText date={deadlines.since} />
          </dd>
        </div>
        <div data-deadline="valid-until">
          <dt>{d.validUntil}</dt>
          <dd>
            <strong>
              <DateText date={deadlines.validUntil} />
            </strong>
            <span className="deadline-note">{d.validUntilNote}</span>
          </dd>
        </div>
        <div data-deadline="extended-until">
          <dt>{d.extendedUntil}</dt>
          <dd>
            <strong>
              <DateText date={deadlines.extendedUntil} />
            </strong>
            <span className="deadline-note">{d.extendedUntilNote}</span>
          </dd>
        </div>
        <div data-deadline="apply-by">
          <dt>{d.applyBy}</dt>
          <dd>
            <strong>
              <DateText date={deadlines.applyBy} />
            </strong>
            <span className="deadline-note">{plural(d.applyByNote, deadlines.waitWeeks, locale)}</span>
          </dd>
        </div>
      </dl>
      {answer.theory || answer.practical ? <p>{d.testsNote}</p> : null}
      <p className="price-note">{d.entryNote}</p>
    </>
  );
}

function LegalBasis({ answer, t }: { answer: CheckAnswer; t: LicenceCheckTexts }) {
  const locale = useLocale();
  const entry = answer.listEntry;
  return (
    <div>
      <h2 id="legal-heading">{t.legal.heading}</h2>
      {answer.special ? (
        <p data-legal="temporary-protection">
          {fill(t.legal.protection, {
            article: answer.special.regulation.article,
            regulation: answer.special.regulation.number,
            decision: answer.special.decision.number,
          })}{" "}
          <a href={answer.special.regulation.url} rel="noopener noreferrer">
            {fill(t.legal.regulationLink, { regulation: answer.special.regulation.number })}
          </a>
          {" · "}
          <a href={answer.special.decision.url} rel="noopener noreferrer">
            {fill(t.legal.decisionLink, { decision: answer.special.decision.number })}
          </a>
        </p>
      ) : null}
      <p>
        {fillWithNodes(t.legal.basis[answer.basis], {
          place: answer.place,
          entry: entry ? (
            <>
              {entry.place}: <span lang="de">{entry.classes}</span>
            </>
          ) : null,
        })}
      </p>
      {answer.footnotes.length ? (
        <p>{fill(t.legal.footnotes, { numbers: answer.footnotes.map((note) => note.number).join(", ") })}</p>
      ) : null}
      {answer.deadlines.kind === "dates" ? <p>{t.legal.deadlines}</p> : null}
      <p>
        {fill(t.legal.asOf, {
          built: formatDate(answer.asOf.built, locale, "long"),
          amended: formatDate(answer.asOf.amended, locale, "long"),
        })}{" "}
        <a href={answer.asOf.url} rel="noopener noreferrer">
          {t.legal.source}
        </a>
      </p>
      <p className="notice office-decides">
        <strong>{t.legal.officeDecides}</strong>
      </p>
    </div>
  );
}

/** First thing said for a Ukrainian licence: valid while the protection lasts, with its end and source. */
function Protection({ special, t }: { special: ProtectionAnswer; t: LicenceCheckTexts }) {
  const locale = useLocale();
  const p = t.protection;
  const endsOn = formatDate(special.endsOn, locale, "long");
  return (
    <div className="answer-protection">
      {special.ended ? (
        <p className="notification notification-error" data-protection-state="ended">
          {fill(p.ended, { date: endsOn, checked: formatDate(special.checkedOn, locale, "long") })}
        </p>
      ) : null}
      <dl className="deadline-list protection-data">
        <div data-protection="ends-on">
          <dt>{p.endsOnLabel}</dt>
          <dd>
            <strong>
              <DateText date={special.endsOn} />
            </strong>
            <span className="deadline-note">
              <a href={special.decision.url} rel="noopener noreferrer">
                {fill(p.source, { decision: special.decision.number })}
              </a>
              . {fill(p.asOf, { date: formatDate(special.checkedOn, locale, "long") })}
            </span>
          </dd>
        </div>
      </dl>
      <h3>{p.afterHeading}</h3>
    </div>
  );
}

export function LicenceCheckAnswer({ answer, t }: { answer: CheckAnswer; t: LicenceCheckTexts }) {
  const locale = useLocale();
  const special = answer.special;
  const summary = special
    ? t.protection.afterSummary
    : answer.basis === "other-class"
      ? t.answer.otherClassSummary
      : t.answer.summaries[answer.outcome];
  return (
    <div
      className="licence-answer"
      id={nextStepId}
      data-outcome={answer.outcome}
      data-eye-test={answer.eyeTest}
      data-first-aid={answer.firstAid}
      data-special={special?.kind}
    >
      <section className="section" aria-labelledby="answer-heading">
        <div className="container">
          <p className="eyebrow">{t.answer.eyebrow}</p>
          <h2 id="answer-heading">{special ? t.protection.heading : t.answer.headings[answer.outcome]}</h2>
          <p className="answer-licence">
            {t.answer.licenceLabel}: <strong>{answer.place}</strong>
            {answer.basis === "learner" ? (
              <>, {t.answer.learnerName}</>
            ) : answer.basis === "other-class" ? (
              <>, {t.answer.otherClassName}</>
            ) : answer.licenceClass ? (
              <>
                ,{" "}
                <strong>
                  {fillWithNodes(t.answer.classLabel, { class: <ClassName choice={answer.licenceClass} /> })}
                </strong>
              </>
            ) : null}
          </p>
          {special ? (
            <p className="lead answer-protection-summary">
              {fill(t.protection.summary, {
                article: special.regulation.article,
                regulation: special.regulation.number,
              })}
            </p>
          ) : null}
          {special ? <Protection special={special} t={t} /> : null}
          <p className="lead answer-summary">{summary}</p>
          {/* Where the class is asked the form has the choice; elsewhere a link asks the other way. */}
          {!answer.learnerUrl && !answer.fullLicenceUrl ? (
            <p>
              <a href="#check-class">{t.answer.changeClass}</a>
            </p>
          ) : null}
          {answer.learnerUrl ? (
            <p>
              <a href={answer.learnerUrl} data-link="learner">
                {t.answer.learnerLink}
              </a>
            </p>
          ) : null}
          {answer.fullLicenceUrl ? (
            <p>
              <a href={answer.fullLicenceUrl} data-link="full-licence">
                {t.answer.fullLicenceLink}
              </a>
            </p>
          ) : null}
          <Facts answer={answer} t={t} />
          <div className={answer.footnotes.length ? "two-columns answer-details" : "answer-details"}>
            {answer.footnotes.length ? (
              <div>
                <h3>{t.answer.footnotesHeading}</h3>
                <ul className="points answer-footnotes">
                  {answer.footnotes.map((note) => (
                    <li key={note.number} data-footnote={note.number}>
                      <strong>{fill(t.answer.footnoteLabel, { number: note.number })}:</strong>{" "}
                      <WithTerms text={note.text} />
                    </li>
                  ))}
                </ul>
              </div>
            ) : null}
            <div>
              <h3>{t.answer.notesHeading}</h3>
              <ul className="points">
                {answer.notes.map((note) => (
                  <li key={note}>
                    <WithTerms text={note} />
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      </section>

      <section className="section section-alt" aria-labelledby="deadlines-heading">
        <div className="container two-columns">
          <div>
            <h2 id="deadlines-heading">{t.deadlines.heading}</h2>
            <Deadlines answer={answer} t={t} />
          </div>
          <div>
            <h2 id="documents-heading">{t.documents.heading}</h2>
            <p>{t.documents.intro}</p>
            <ul className="points answer-documents">
              {answer.documents.map((item) => (
                <li key={item.id} data-document={item.id}>
                  {item.label}
                  {item.hint ? <span className="deadline-note">{item.hint}</span> : null}
                </li>
              ))}
            </ul>
            <LocalizedLink to="/test">{t.documents.guideLink}</LocalizedLink>
          </div>
        </div>
      </section>

      <LicenceCheckCosts answer={answer} t={t} />

      <section className="section section-alt" aria-labelledby="legal-heading">
        <div className="container two-columns">
          <LegalBasis answer={answer} t={t} />
          <div>
            <h2 id="share-heading">{t.share.heading}</h2>
            <p>{t.share.text}</p>
            <input
              className="share-url"
              type="text"
              readOnly
              value={answer.shareUrl}
              aria-label={t.share.link}
            />
            <p>
              <a href={answer.shareUrl}>{t.share.link}</a>
            </p>
            <h3>{t.share.planHeading}</h3>
            <p>{t.share.planText}</p>
            {/* A GET with the answer's own fields: a visitor goes through the login and comes back
                to the same address; the plan page saves nothing until its own form is sent. */}
            <form method="get" action={localizePath("/my-conversion", locale)} className="save-plan-form">
              {[...new URL(answer.shareUrl).searchParams].map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <button type="submit" className="button button-secondary">
                {t.share.planButton}
              </button>
            </form>
          </div>
        </div>
      </section>

      <section className="section">
        <div className="container">
          <div className="cta-band">
            <h2>{t.chat.heading}</h2>
            <p>{t.chat.text}</p>
            <ChatButton text={answer.chatText} />
          </div>
        </div>
      </section>
    </div>
  );
}
