/**
 * The terminal's contact form overlay: a 3-step wizard (name, email,
 * message), then sending and the outcome. Loaded on demand (React.lazy).
 */
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useTranslation } from "react-i18next";
import {
  canSubmit,
  contactPayload,
  editStep,
  failureTexts,
  finishSending,
  initialWizardState,
  submitStep,
  wizardTitleKey,
  type WizardResult,
  type WizardState,
} from "./contact-wizard";

export interface ContactWizardProps {
  send: (payload: ReturnType<typeof contactPayload>) => Promise<WizardResult>;
  onClose: () => void;
}

const STEP_KEYS = { 1: "name", 2: "email", 3: "message" } as const;

export default function ContactWizard({ send, onClose }: ContactWizardProps) {
  const { t } = useTranslation("terminal");
  const [state, setState] = useState<WizardState>(initialWizardState);
  const [input, setInput] = useState("");
  const edit = (value: string) => {
    setInput(value);
    setState((current) => editStep(current, value));
  };
  const fieldRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const promptId = useId();
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // Each new step puts the caret in its field; the outcome focuses Close.
  useEffect(() => {
    if (state.step <= 3) fieldRef.current?.focus({ preventScroll: true });
    if (state.step === 5) closeRef.current?.focus({ preventScroll: true });
  }, [state.step]);

  useEffect(() => {
    if (state.step !== 4) return;
    let cancelled = false;
    send(contactPayload(state)).then(
      (result) => {
        if (!cancelled && mounted.current) setState((current) => finishSending(current, result));
      },
      () => {
        if (!cancelled && mounted.current) setState((current) => finishSending(current, { ok: false }));
      },
    );
    return () => {
      cancelled = true;
    };
    // Sends once when the wizard enters step 4.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.step]);

  const submit = () => {
    if (!canSubmit(state, input)) {
      // Enter on a blank field still shows the step's validation message.
      if (state.step <= 3) setState((current) => submitStep(current, input));
      return;
    }
    const next = submitStep(state, input);
    if (next.step !== state.step) setInput("");
    setState(next);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  const onMessageKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter adds a new line (native); Ctrl/Cmd+Enter sends.
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      submit();
    }
  };

  const step = state.step;
  const shownStep = step <= 3 ? step : 3;
  const fieldKey = STEP_KEYS[shownStep as 1 | 2 | 3];
  const failure = state.result && !state.result.ok ? failureTexts(state.result.message, t) : null;

  return (
    <div className="term-wizard">
      <ol className="term-wizard-progress" aria-label={t("contact.progressLabel")}>
        {[1, 2, 3].map((n) => (
          <li
            key={n}
            className="term-wizard-dot"
            data-state={n < step ? "done" : n === step ? "current" : "todo"}
            aria-current={n === step ? "step" : undefined}
          >
            <span className="visually-hidden">{t(`contact.stepTitle${n}`)}</span>
          </li>
        ))}
      </ol>

      <h3 className="term-wizard-title" data-testid="contact-wizard-title">
        {t(wizardTitleKey(state))}
      </h3>

      {state.name && step > 1 ? (
        <p className="term-wizard-summary">
          {t("contact.summaryName")} <span>{state.name}</span>
        </p>
      ) : null}
      {state.email && step > 2 ? (
        <p className="term-wizard-summary">
          {t("contact.summaryEmail")} <span>{state.email}</span>
        </p>
      ) : null}

      {step <= 3 ? (
        <form className="term-wizard-form" onSubmit={onSubmit} noValidate>
          <label
            id={promptId}
            htmlFor={`${promptId}-field`}
            className={state.error ? "term-wizard-prompt term-wizard-error" : "term-wizard-prompt"}
            aria-live="polite"
          >
            {state.error ? t(`contact.errors.${state.error}`) : t(`contact.prompts.${fieldKey}`)}
          </label>
          <div className="term-wizard-row">
            {step === 3 ? (
              <textarea
                ref={fieldRef}
                id={`${promptId}-field`}
                className="term-wizard-field"
                rows={4}
                value={input}
                aria-invalid={state.error ? true : undefined}
                aria-describedby={`${promptId}-hint`}
                onChange={(event) => edit(event.target.value)}
                onKeyDown={onMessageKeyDown}
              />
            ) : (
              <input
                ref={fieldRef}
                id={`${promptId}-field`}
                className="term-wizard-field"
                type={step === 2 ? "email" : "text"}
                autoComplete={step === 2 ? "email" : "name"}
                value={input}
                aria-invalid={state.error ? true : undefined}
                onChange={(event) => edit(event.target.value)}
                onKeyDown={(event) => {
                  // Handled here so Enter on a blank field shows the validation message
                  // (a disabled submit button would block the form's implicit submission).
                  if (event.key === "Enter") {
                    event.preventDefault();
                    submit();
                  }
                }}
              />
            )}
            <button type="submit" className="term-wizard-send" disabled={!canSubmit(state, input)}>
              {t("contact.send")}
            </button>
          </div>
          {step === 3 ? (
            <p id={`${promptId}-hint`} className="term-wizard-hint">
              {t("contact.messageHint")}
            </p>
          ) : null}
        </form>
      ) : (
        <div className="term-wizard-outcome" role="status">
          {step === 4 ? <p>{t("contact.sending")}</p> : null}
          {step === 5 && state.result?.ok ? <p className="term-wizard-success">{t("contact.sent")}</p> : null}
          {failure ? <p className="term-wizard-error">{failure.error}</p> : null}
        </div>
      )}

      {step >= 4 ? (
        <div className="term-wizard-row">
          <button type="button" className="term-wizard-send" disabled>
            {step === 4 ? t("contact.sendingButton") : t("contact.send")}
          </button>
          {step === 5 ? (
            <button ref={closeRef} type="button" className="term-wizard-close" onClick={onClose}>
              {t("contact.close")}
            </button>
          ) : null}
        </div>
      ) : null}

      {failure ? <p className="term-wizard-notice">{failure.notice}</p> : null}
    </div>
  );
}
