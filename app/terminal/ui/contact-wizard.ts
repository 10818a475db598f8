/**
 * The terminal contact form, its steps and validation:
 * step 1 name, 2 email, 3 message, 4 sending, 5 complete (sent or failed).
 * Pure state transitions; ContactWizard.tsx renders them.
 */

export type WizardStep = 1 | 2 | 3 | 4 | 5;
export type WizardError = "nameEmpty" | "emailInvalid" | "messageEmpty";
export type WizardResult = { ok: true } | { ok: false; message?: string };

export interface WizardState {
  step: WizardStep;
  name: string;
  email: string;
  message: string;
  /** Validation error of the current step (the step is kept). */
  error: WizardError | null;
  /** Set at step 5. */
  result: WizardResult | null;
}

export const initialWizardState: WizardState = {
  step: 1,
  name: "",
  email: "",
  message: "",
  error: null,
  result: null,
};

/** The field each input step fills. */
export const STEP_FIELDS = { 1: "name", 2: "email", 3: "message" } as const;

export function validateStep(step: 1 | 2 | 3, input: string): WizardError | null {
  const value = input.trim();
  if (step === 1) return value ? null : "nameEmpty";
  if (step === 2) return value && value.includes("@") ? null : "emailInvalid";
  return value ? null : "messageEmpty";
}

/** The send button is disabled while the input is blank, while sending and when complete. */
export function canSubmit(state: WizardState, input: string): boolean {
  return state.step <= 3 && input.trim() !== "";
}

/** Submits the current step's input: invalid keeps the step with an error, valid moves on (3 → 4 sending). */
export function submitStep(state: WizardState, input: string): WizardState {
  if (state.step > 3) return state;
  const step = state.step as 1 | 2 | 3;
  const error = validateStep(step, input);
  if (error) return { ...state, error };
  // The message keeps its inner line breaks; names and e-mails are trimmed.
  const value = step === 3 ? input.replace(/^\s*\n|\s+$/g, "") : input.trim();
  return { ...state, [STEP_FIELDS[step]]: value, error: null, step: (step + 1) as WizardStep };
}

/** Typing in the current step: a validation error goes away as soon as the value is valid. */
export function editStep(state: WizardState, input: string): WizardState {
  if (!state.error || state.step > 3) return state;
  return validateStep(state.step as 1 | 2 | 3, input) === null ? { ...state, error: null } : state;
}

/** Step 4 → 5 with the answer of POST /api/contact. */
export function finishSending(state: WizardState, result: WizardResult): WizardState {
  if (state.step !== 4) return state;
  return { ...state, step: 5, result };
}

/** The wizard's title key: the step asked for, then what became of the message (not "Step 3/3" once it is sent). */
export function wizardTitleKey(state: Pick<WizardState, "step" | "result">): string {
  if (state.step <= 3) return `contact.stepTitle${state.step}`;
  if (state.step === 4) return "contact.titleSending";
  return state.result?.ok ? "contact.titleSent" : "contact.titleFailed";
}

export function contactPayload(state: Pick<WizardState, "name" | "email" | "message">) {
  return { name: state.name, email: state.email, message: state.message, fromConsole: true as const };
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The failure's lines: "Error: <message or Could not reach server.>" and the footer
 * "Failed to send message: <message or Network error>. Please try again later…".
 */
export function failureTexts(message: string | undefined, t: Translate): { error: string; notice: string } {
  const detail = message?.trim() || undefined;
  return {
    error: t("contact.error", { message: detail ?? t("contact.couldNotReach") }),
    // The notice adds its own period after the detail.
    notice: t("contact.failedNotice", { message: detail ? detail.replace(/\.+$/, "") : t("contact.networkError") }),
  };
}
