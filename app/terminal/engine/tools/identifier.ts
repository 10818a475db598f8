/** A shell variable name (export, unset). */
export const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
