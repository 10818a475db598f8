import { describe, expect, it } from "vitest";
import {
  canSubmit,
  contactPayload,
  editStep,
  failureTexts,
  finishSending,
  initialWizardState,
  submitStep,
  validateStep,
  wizardTitleKey,
  type WizardState,
} from "~/terminal/ui/contact-wizard";
import { makeT } from "./helpers";

const t = makeT("en");

describe("contact wizard", () => {
  it("walks name → email → message → sending → sent", () => {
    let state: WizardState = initialWizardState;
    state = submitStep(state, "  Ada Lovelace ");
    expect(state).toMatchObject({ step: 2, name: "Ada Lovelace", error: null });
    state = submitStep(state, "ada@example.com");
    expect(state).toMatchObject({ step: 3, email: "ada@example.com" });
    state = submitStep(state, "Hello\nworld");
    expect(state).toMatchObject({ step: 4, message: "Hello\nworld" });
    expect(contactPayload(state)).toEqual({
      name: "Ada Lovelace",
      email: "ada@example.com",
      message: "Hello\nworld",
      fromConsole: true,
    });
    state = finishSending(state, { ok: true });
    expect(state).toMatchObject({ step: 5, result: { ok: true } });
  });

  it("titles each step, then says the message is being sent, was sent, or was not (no 'Step 3/3' once it is sent)", () => {
    let state: WizardState = initialWizardState;
    const titles = [t(wizardTitleKey(state))];
    for (const value of ["Ada", "ada@example.com", "Hello"]) {
      state = submitStep(state, value);
      titles.push(t(wizardTitleKey(state)));
    }
    titles.push(t(wizardTitleKey(finishSending(state, { ok: true }))));
    expect(titles).toEqual([
      "Step 1/3: Your Name",
      "Step 2/3: Your Email",
      "Step 3/3: Your Message",
      "Sending your message",
      "Message sent",
    ]);
    expect(t(wizardTitleKey(finishSending(state, { ok: false })))).toBe("Message not sent");
  });

  it("clears a validation error as soon as the value becomes valid (and not before)", () => {
    const blankName = submitStep(initialWizardState, " ");
    expect(editStep(blankName, "  ").error).toBe("nameEmpty");
    expect(editStep(blankName, "A")).toMatchObject({ step: 1, error: null });
    const atEmail = submitStep(submitStep(initialWizardState, "Ada"), "ada");
    expect(atEmail.error).toBe("emailInvalid");
    expect(editStep(atEmail, "ada@").error).toBeNull();
    expect(editStep(atEmail, "adaexample.com").error).toBe("emailInvalid");
    expect(editStep(initialWizardState, "x")).toBe(initialWizardState);
  });

  it("keeps the step on invalid input, with the spec's messages", () => {
    const blankName = submitStep(initialWizardState, "   ");
    expect(blankName).toMatchObject({ step: 1, error: "nameEmpty" });
    expect(t(`contact.errors.${blankName.error}`)).toBe("Name cannot be empty. Please enter your name:");

    const atEmail = submitStep(initialWizardState, "Ada");
    const badEmail = submitStep(atEmail, "ada.example.com");
    expect(badEmail).toMatchObject({ step: 2, error: "emailInvalid" });
    expect(t(`contact.errors.${badEmail.error}`)).toBe("Please enter a valid email address:");
    expect(submitStep(atEmail, "  ")).toMatchObject({ step: 2, error: "emailInvalid" });

    const atMessage = submitStep(atEmail, "a@b");
    expect(atMessage.step).toBe(3);
    const blankMessage = submitStep(atMessage, " \n ");
    expect(blankMessage).toMatchObject({ step: 3, error: "messageEmpty" });
    expect(t(`contact.errors.${blankMessage.error}`)).toBe("Message cannot be empty. Please enter your message:");

    // A valid answer clears the error.
    expect(submitStep(blankName, "Ada")).toMatchObject({ step: 2, error: null });
  });

  it("validates each field", () => {
    expect(validateStep(1, "x")).toBeNull();
    expect(validateStep(2, "x@y")).toBeNull();
    expect(validateStep(2, "xy")).toBe("emailInvalid");
    expect(validateStep(3, "hi")).toBeNull();
  });

  it("disables send while blank, sending and complete", () => {
    expect(canSubmit(initialWizardState, "")).toBe(false);
    expect(canSubmit(initialWizardState, "  ")).toBe(false);
    expect(canSubmit(initialWizardState, "Ada")).toBe(true);
    const sending: WizardState = { ...initialWizardState, step: 4 };
    expect(canSubmit(sending, "x")).toBe(false);
    expect(canSubmit(finishSending(sending, { ok: true }), "x")).toBe(false);
    // Steps past 3 ignore submissions.
    expect(submitStep(sending, "x")).toBe(sending);
  });

  it("words failures as the spec says", () => {
    const failed = finishSending({ ...initialWizardState, step: 4 }, { ok: false, message: "Invalid email." });
    expect(failed).toMatchObject({ step: 5, result: { ok: false } });
    expect(failureTexts("Invalid email.", t)).toEqual({
      error: "Error: Invalid email.",
      notice: "Failed to send message: Invalid email. Please try again later or use another contact method.",
    });
    expect(failureTexts(undefined, t)).toEqual({
      error: "Error: Could not reach server.",
      notice: "Failed to send message: Network error. Please try again later or use another contact method.",
    });
  });

  it("has the spec's step titles and success line", () => {
    expect([1, 2, 3].map((n) => t(`contact.stepTitle${n}`))).toEqual([
      "Step 1/3: Your Name",
      "Step 2/3: Your Email",
      "Step 3/3: Your Message",
    ]);
    expect(t("contact.sent")).toBe("Message sent! You can close this window.");
  });
});
