import { describe, expect, it } from "vitest";
import { initialFormState, reduceForm, type FormState } from "~/sections/contact/form-state";

const filled = (): FormState => ({
  ...initialFormState(),
  values: { name: "Ada", email: "ada@example.com", message: "Hi" },
});

describe("contact form states", () => {
  it("goes idle -> submitting -> success, clearing fields and opening the modal", () => {
    let s = reduceForm(filled(), { type: "submit" });
    expect(s.status).toBe("submitting");
    s = reduceForm(s, { type: "result", data: { ok: true, id: 1 } });
    expect(s).toMatchObject({ status: "success", modalOpen: true, values: { name: "", email: "", message: "" } });
    s = reduceForm(s, { type: "closeModal" });
    expect(s).toMatchObject({ status: "idle", modalOpen: false });
  });

  it("shows the server message, or the generic key when there is none", () => {
    const values = filled().values;
    let s = reduceForm(filled(), { type: "result", data: { ok: false, message: "Too many messages.", fieldErrors: {}, values } });
    expect(s.status).toBe("error");
    expect(s.message).toEqual({ kind: "server", text: "Too many messages." });
    s = reduceForm(filled(), { type: "result", data: { ok: false, message: "", fieldErrors: {}, values } });
    expect(s.message).toEqual({ kind: "key", key: "form.error" });
  });

  it("keeps values and field errors; a network failure has its own message", () => {
    const values = { name: "Ada", email: "nope", message: "Hi" };
    let s = reduceForm(filled(), {
      type: "result",
      data: { ok: false, message: "Please enter a valid email address.", fieldErrors: { email: "invalidEmail" }, values },
    });
    expect(s.fieldErrors).toEqual({ email: "invalidEmail" });
    expect(s.values.email).toBe("nope");
    s = reduceForm(filled(), {
      type: "result",
      data: { ok: false, message: "", fieldErrors: {}, values: { name: "", email: "", message: "" }, network: true },
    });
    expect(s.message).toEqual({ kind: "key", key: "form.networkError" });
    expect(s.values.name).toBe("Ada");
  });

  it("editing after an error or success returns to idle and clears the message and modal", () => {
    const values = filled().values;
    let s = reduceForm(filled(), { type: "result", data: { ok: false, message: "x", fieldErrors: { email: "invalidEmail" }, values } });
    s = reduceForm(s, { type: "edit", field: "email", value: "ada@example.org" });
    expect(s).toMatchObject({ status: "idle", message: null, modalOpen: false, fieldErrors: {} });
    s = reduceForm(reduceForm(filled(), { type: "result", data: { ok: true, id: 2 } }), { type: "edit", field: "name", value: "B" });
    expect(s).toMatchObject({ status: "idle", modalOpen: false, values: { name: "B" } });
  });

  it("starts from a no-JS answer without a modal", () => {
    expect(initialFormState({ ok: true, id: 3 })).toMatchObject({ status: "success", modalOpen: false });
    expect(
      initialFormState({ ok: false, message: "m", fieldErrors: { name: "required" }, values: { name: "", email: "a@b.co", message: "x" } }),
    ).toMatchObject({
      status: "error",
      fieldErrors: { name: "required" },
      values: { email: "a@b.co" },
    });
  });
});
