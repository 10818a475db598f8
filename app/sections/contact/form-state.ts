/**
 * The page contact form's states: idle -> submitting -> success | error.
 * Pure, so the transitions are unit-tested without a browser.
 */
export type ContactField = "name" | "email" | "message";
export type ContactErrorCode = "required" | "tooLong" | "invalidEmail" | "invalidText";
export type ContactValues = Record<ContactField, string>;
export type FieldErrors = Partial<Record<ContactField, ContactErrorCode>>;

/** What the index route's action answers (and the client action on a network failure). */
export type ContactActionData =
  { ok: true; id: number | null } | { ok: false; message: string; fieldErrors: FieldErrors; values: ContactValues; network?: boolean };

export type FormStatus = "idle" | "submitting" | "success" | "error";

export interface FormState {
  status: FormStatus;
  values: ContactValues;
  fieldErrors: FieldErrors;
  /** Server message (already final text) or a locale key marker. */
  message: { kind: "server"; text: string } | { kind: "key"; key: "form.error" | "form.networkError" | "form.fixFields" } | null;
  modalOpen: boolean;
}

export type FormEvent =
  | { type: "edit"; field: ContactField; value: string }
  | { type: "submit" }
  | { type: "result"; data: ContactActionData }
  | { type: "closeModal" };

export const EMPTY_VALUES: ContactValues = { name: "", email: "", message: "" };

/** The first state: from a no-JS answer (action data) when there is one. */
export function initialFormState(actionData?: ContactActionData | null): FormState {
  const base: FormState = { status: "idle", values: EMPTY_VALUES, fieldErrors: {}, message: null, modalOpen: false };
  if (!actionData) return base;
  // No JS: the answered page shows the outcome inline (no modal without scripts).
  return { ...reduceForm({ ...base, status: "submitting" }, { type: "result", data: actionData }), modalOpen: false };
}

export function reduceForm(state: FormState, event: FormEvent): FormState {
  switch (event.type) {
    case "edit": {
      const values = { ...state.values, [event.field]: event.value };
      if (state.status === "error" || state.status === "success") {
        const fieldErrors = { ...state.fieldErrors };
        delete fieldErrors[event.field];
        return { status: "idle", values, fieldErrors, message: null, modalOpen: false };
      }
      return { ...state, values };
    }
    case "submit":
      return { ...state, status: "submitting", message: null, fieldErrors: {} };
    case "result": {
      const data = event.data;
      if (data.ok) return { status: "success", values: EMPTY_VALUES, fieldErrors: {}, message: null, modalOpen: true };
      const hasFieldErrors = Object.keys(data.fieldErrors ?? {}).length > 0;
      const message: FormState["message"] = data.network
        ? { kind: "key", key: "form.networkError" }
        : hasFieldErrors
          ? { kind: "key", key: "form.fixFields" }
          : data.message
            ? { kind: "server", text: data.message }
            : { kind: "key", key: "form.error" };
      return {
        status: "error",
        values: data.network ? state.values : { ...state.values, ...pickValues(data.values, state.values) },
        fieldErrors: data.fieldErrors ?? {},
        message,
        modalOpen: false,
      };
    }
    case "closeModal":
      return { ...state, status: state.status === "success" ? "idle" : state.status, modalOpen: false };
  }
}

function pickValues(values: ContactValues | undefined, fallback: ContactValues): ContactValues {
  if (!values) return fallback;
  return { name: values.name ?? fallback.name, email: values.email ?? fallback.email, message: values.message ?? fallback.message };
}
