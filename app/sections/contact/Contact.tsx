/**
 * Contact: social links and the form. Without JS the form posts to the index
 * route's action and the answered page shows the outcome; with JS a fetcher
 * drives idle -> submitting -> success (modal) | error.
 */
import { useActionData, useFetcher, useFormAction, useRouteLoaderData } from "@remix-run/react";
import { TextSeparator } from "~/components/TextSeparator";
import { useEffect, useReducer, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Modal } from "~/components/Modal";
import { useContent } from "~/content/use-content";
import { initialFormState, reduceForm, type ContactActionData, type ContactField } from "./form-state";
import { CheckIcon } from "./icons";
import { SocialIcon } from "~/components/social-icons";
import { socialDetail, socialHref } from "~/content/socials";
import { SectionHeading } from "../SectionHeading";
import type { RootLoaderData } from "~/root";
import { homeUrl } from "~/seo/urls";

const FIELDS: ContactField[] = ["name", "email", "message"];
/** The form's anchor: a no-JS answer opens there. */
export const FORM_ID = "contact-form";

export function Contact() {
  const { profile } = useContent();
  const { t } = useTranslation("contact");
  const base = useRouteLoaderData<RootLoaderData>("root")?.seo?.base;
  const { t: tCommon } = useTranslation("common");
  // The page's action also answers the terminal's form: only the contact form's answers count here.
  const pageAnswer = useActionData<ContactActionData | { terminalError: string }>();
  const actionData = pageAnswer && "ok" in pageAnswer ? pageAnswer : undefined;
  const fetcher = useFetcher<ContactActionData>({ key: "contact-form" });
  const [state, dispatch] = useReducer(reduceForm, actionData ?? null, initialFormState);
  const handled = useRef<unknown>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const wasOpen = useRef(false);
  // Without JavaScript the answer is a whole page: its address ends in #contact-form, so it
  // opens on this section's form, its errors or success in view even on a phone, where the
  // form sits below the social links (the fetcher ignores the fragment).
  const formAction = `${useFormAction()}#${FORM_ID}`;

  // The submit button was disabled while sending, so focus has nowhere to return: after the
  // success modal closes, put it back at the start of the (now empty) form.
  useEffect(() => {
    if (wasOpen.current && !state.modalOpen) formRef.current?.querySelector<HTMLInputElement>("#contact-name")?.focus();
    wasOpen.current = state.modalOpen;
  }, [state.modalOpen]);

  // A fetcher answer (or the client action's network error) settles the form once.
  const failedAnswer = useRef(false);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data && handled.current !== fetcher.data) {
      handled.current = fetcher.data;
      failedAnswer.current = true;
      dispatch({ type: "result", data: fetcher.data });
    }
  }, [fetcher.state, fetcher.data]);

  // After a failed send the disabled submit button dropped the focus: take it to the first
  // invalid field, or to the error message, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (!failedAnswer.current) return;
    failedAnswer.current = false;
    if (state.status !== "error") return;
    const invalid = FIELDS.find((name) => state.fieldErrors[name]);
    const target = invalid
      ? formRef.current?.querySelector<HTMLElement>(`#contact-${invalid}`)
      : formRef.current?.querySelector<HTMLElement>("[data-testid=contact-error]");
    target?.focus();
  }, [state]);

  const submitting = state.status === "submitting";
  const messageText = state.message === null ? null : state.message.kind === "server" ? state.message.text : t(state.message.key);

  // The e-mail of the profile first, then the owner's links in their order.
  const socials = [
    {
      id: "email",
      kind: "email" as const,
      href: `mailto:${profile.email}`,
      label: t("socials.email"),
      detail: profile.email,
      external: false,
    },
    ...profile.socials.map((s, index) => ({
      id: profile.socials.findIndex((o) => o.kind === s.kind) === index ? s.kind : `${s.kind}-${index}`,
      kind: s.kind,
      href: socialHref(s),
      label: s.label ?? t(`socials.${s.kind}`),
      detail: socialDetail(s),
      external: s.kind !== "email",
    })),
  ];

  const field = (name: ContactField) => {
    const id = `contact-${name}`;
    const error = state.fieldErrors[name];
    const errorId = `${id}-error`;
    const common = {
      id,
      name,
      required: true,
      disabled: submitting,
      value: state.values[name],
      placeholder: t(`form.${name}Placeholder`),
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? errorId : undefined,
      onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        dispatch({ type: "edit", field: name, value: event.target.value }),
    };
    return (
      <div className="contact-field" key={name}>
        <label htmlFor={id}>{t(`form.${name}`)}</label>
        {name === "message" ? (
          <textarea {...common} rows={4} />
        ) : (
          <input {...common} type={name === "email" ? "email" : "text"} autoComplete={name === "email" ? "email" : "name"} />
        )}
        {error ? (
          <p id={errorId} className="contact-field-error" data-testid={`${name}-error`}>
            {t(`form.errors.${error}`)}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <section id="contact" className="section contact" aria-labelledby="contact-title">
      <div className="container">
        <SectionHeading section="contact" command={t("prompt")} title={t("title")} lead={t("subtitle")} />

        <div className="contact-grid">
          <div className="contact-socials">
            <h3>{t("socialsTitle")}</h3>
            <ul>
              {socials.map((s) => (
                <li key={s.id}>
                  <a href={s.href} data-testid={`social-${s.id}`} {...(s.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
                    <span className="contact-social-icon">
                      <SocialIcon kind={s.kind} size={22} />
                    </span>
                    <span className="contact-social-text">
                      <span className="contact-social-label">{s.label}</span>
                      <TextSeparator text={tCommon("labelSeparator")} />
                      <span className="contact-social-detail">{s.detail}</span>
                    </span>
                    {s.external ? <span className="visually-hidden"> {t("newTab")}</span> : null}
                  </a>
                </li>
              ))}
            </ul>
          </div>

          <fetcher.Form
            ref={formRef}
            id={FORM_ID}
            method="post"
            action={formAction}
            className="contact-form"
            aria-labelledby="contact-form-title"
            data-testid="contact-form"
            data-status={state.status}
            onSubmit={() => dispatch({ type: "submit" })}
          >
            <h3 id="contact-form-title">{t("form.title")}</h3>
            {FIELDS.map(field)}
            <button type="submit" className="button button-primary contact-submit" disabled={submitting || state.status === "success"}>
              {submitting ? t("form.sending") : t("form.submit")}
            </button>
            {/* The honeypot: bots fill every field, people never see it. Text browsers (w3m, lynx) ignore CSS and
                show any text field, so it comes after the send button, labelled as what it is. */}
            <div className="contact-honeypot" aria-hidden="true">
              <label htmlFor="contact-website">{t("form.honeypot")}</label>
              <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
            </div>
            <div aria-live="polite" className="contact-status">
              {state.status === "error" && messageText ? (
                <p className="contact-error" role="alert" data-testid="contact-error" tabIndex={-1}>
                  {messageText}
                </p>
              ) : null}
              {state.status === "success" && !state.modalOpen ? (
                <p className="contact-success" data-testid="contact-success">
                  <strong>{t("modal.title")}</strong> {t("modal.message")}
                </p>
              ) : null}
            </div>
          </fetcher.Form>
        </div>
        {/* On paper, in place of the form: where to find the site. */}
        {base ? <p className="print-only contact-print-note">{t("printNote", { url: homeUrl(base) })}</p> : null}
      </div>

      {state.modalOpen ? (
        <Modal
          onClose={() => dispatch({ type: "closeModal" })}
          labelledBy="contact-success-title"
          describedBy="contact-success-text"
          className="contact-modal"
          testId="contact-modal"
        >
          <div className="contact-modal-icon">
            <CheckIcon />
          </div>
          <h2 id="contact-success-title">{t("modal.title")}</h2>
          <p id="contact-success-text">{t("modal.message")}</p>
          <button type="button" className="button button-primary" onClick={() => dispatch({ type: "closeModal" })}>
            {t("modal.close")}
          </button>
        </Modal>
      ) : null}
    </section>
  );
}
