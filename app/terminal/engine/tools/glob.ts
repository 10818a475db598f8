/** Shell globs (* ? [abc] [!a-z] [^a]) matched without a RegExp: the two-pointer walk is O(name × glob), never exponential. */
type Token = { kind: "star" } | { kind: "one"; test: (c: string) => boolean };

function tokens(glob: string, ignoreCase: boolean): Token[] {
  const fold = (c: string) => (ignoreCase ? c.toLowerCase() : c);
  const out: Token[] = [];
  const chars = [...glob];
  for (let i = 0; i < chars.length; i++) {
    const c = chars[i];
    if (c === "*") {
      if (out[out.length - 1]?.kind !== "star") out.push({ kind: "star" });
    } else if (c === "?") out.push({ kind: "one", test: () => true });
    else if (c === "[" && chars.indexOf("]", i + 2) > 0) {
      const close = chars.indexOf("]", i + 2);
      let body = chars.slice(i + 1, close);
      const negate = body[0] === "!" || body[0] === "^";
      if (negate) body = body.slice(1);
      const ranges: Array<[string, string]> = [];
      for (let j = 0; j < body.length; j++) {
        if (body[j + 1] === "-" && j + 2 < body.length) {
          ranges.push([fold(body[j]), fold(body[j + 2])]);
          j += 2;
        } else ranges.push([fold(body[j]), fold(body[j])]);
      }
      out.push({ kind: "one", test: (ch) => ranges.some(([a, b]) => fold(ch) >= a && fold(ch) <= b) !== negate });
      i = close;
    } else {
      const literal = c === "\\" && i + 1 < chars.length ? chars[++i] : c;
      out.push({ kind: "one", test: (ch) => fold(ch) === fold(literal) });
    }
  }
  return out;
}

export interface Glob {
  test(name: string): boolean;
}

export function compileGlob(glob: string, ignoreCase = false): Glob {
  const pattern = tokens(glob, ignoreCase);
  return {
    test(name) {
      const chars = [...name];
      let p = 0;
      let s = 0;
      let starP = -1;
      let starS = 0;
      while (s < chars.length) {
        const token = pattern[p];
        if (token?.kind === "one" && token.test(chars[s])) {
          p++;
          s++;
        } else if (token?.kind === "star") {
          starP = p++;
          starS = s;
        } else if (starP >= 0) {
          p = starP + 1;
          s = ++starS;
        } else return false;
      }
      while (pattern[p]?.kind === "star") p++;
      return p === pattern.length;
    },
  };
}
