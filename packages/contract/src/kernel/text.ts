// The one rule for text that comes in (issue 13): every text field of every payload is built here, so
// no control character reaches the database (PostgreSQL refuses NUL: "invalid byte sequence") or a
// log, a PDF or another system. Single-line fields allow no control character at all; multi-line
// fields (notes) allow line breaks and tabs. Unpaired UTF-16 surrogates are refused as well: they are
// not text in any encoding.
import { z } from 'zod';

/** `params.rule` of the zod issue a refused text raises: the API titles it "contains characters…". */
export const CONTROL_CHARACTERS_RULE = 'controlCharacters';

/** C0 controls (U+0000–U+001F), DEL and C1 controls (U+007F–U+009F). */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const ANY_CONTROL = /[\u0000-\u001f\u007f-\u009f]/u;
/** The same but tab (U+0009), line feed (U+000A) and carriage return (U+000D). */
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_BUT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/u;
/** An unpaired surrogate (a broken UTF-16 sequence). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export interface TextOptions {
  /** Fewest characters after trimming (default 0; 1 makes the field required and not blank). */
  min?: number;
  /** Most characters after trimming. */
  max: number;
  /** Trim white space at both ends first (default true; passwords are taken as typed). */
  trim?: boolean;
}

function textSchema(controls: RegExp, { min = 0, max, trim = true }: TextOptions) {
  let schema = z.string();
  if (trim) schema = schema.trim();
  if (min > 0) schema = schema.min(min);
  return schema.max(max).refine((value) => !controls.test(value) && !LONE_SURROGATE.test(value), {
    params: { rule: CONTROL_CHARACTERS_RULE },
  });
}

/** One line of text (a name, a code typed by a person, a search term): no control character. */
export function singleLineText(options: TextOptions) {
  return textSchema(ANY_CONTROL, options);
}

/** Free text over several lines (an order note): line breaks and tabs, no other control character. */
export function multiLineText(options: TextOptions) {
  return textSchema(CONTROL_BUT_LINE_BREAKS, options);
}

/** Whether `value` is acceptable single-line text (for schemas that check values by hand). */
export function isSingleLineText(value: string): boolean {
  return !ANY_CONTROL.test(value) && !LONE_SURROGATE.test(value);
}
