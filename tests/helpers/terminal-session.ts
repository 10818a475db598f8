/** The no-JS terminal's session cookie ("term_session=…") a response sets, or "" when it sets none. */
export const sessionCookieOf = (res: Response): string =>
  res.headers
    .getSetCookie()
    .find((c) => c.startsWith("term_session="))
    ?.split(";")[0] ?? "";
