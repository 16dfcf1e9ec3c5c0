/**
 * A lead form's fields, described once (./field-defs.ts): the islands render them and the
 * endpoints validate with the zod schema built here from the same list (rules.md: Validation rules: lead form field types postcode, phone, email, string; money and number inputs; selects;
 * checkboxes). The islands load this module only when they validate (src/islands/forms/validation.ts).
 */
import { z } from 'zod';
import { validatePhone, type PhoneMode } from '../format/phone';
import { EMAIL_MESSAGE, requiredMessage } from './messages';
import { postalCodeSchema } from '../market/postal';
import type { Market } from '../market/market';
import { termsSchema } from './terms';
import { MONEY_MAX, parseMoney, isOnStep } from './money-input';
import { TEXT_MAX, TEXTAREA_MAX, type FieldDef } from './field-defs';

export {
  fieldForMarket,
  TEXT_MAX,
  TEXTAREA_MAX,
  type FieldDef,
  type FieldOption,
  type FieldType,
} from './field-defs';

/** A string schema whose missing value reads '{label} is required.' rather than a type error. */
const str = (label: string) => z.string({ error: requiredMessage(label) });
const trimmed = (label: string, max: number) =>
  str(label).trim().max(max, `${label}: please keep this under ${max} characters.`);

function textSchema(def: FieldDef, max: number) {
  const base = trimmed(def.label, def.maxLength ?? max);
  return def.required ? base.min(1, requiredMessage(def.label)) : base.optional();
}

export function phoneSchema(mode: PhoneMode, label = 'Mobile Number', required = true) {
  const schema = str(label)
    .trim()
    .max(32)
    .transform((value, ctx) => {
      if (value === '' && !required) return '';
      if (value === '') {
        ctx.addIssue({ code: 'custom', message: requiredMessage(label) });
        return z.NEVER;
      }
      const result = validatePhone(value, mode);
      if (!result.ok) {
        ctx.addIssue({ code: 'custom', message: result.message });
        return z.NEVER;
      }
      return result.value;
    });
  return required ? schema : schema.optional();
}

function moneySchema(def: FieldDef) {
  const schema = z
    .union([z.number(), z.string().max(32)], { error: requiredMessage(def.label) })
    .transform((value, ctx) => {
      if (value === '' && !def.required) return undefined;
      const amount = parseMoney(value);
      if (value === '' || amount === null) {
        ctx.addIssue({
          code: 'custom',
          message:
            value === ''
              ? requiredMessage(def.label)
              : `${def.label}: please enter an amount in dollars.`,
        });
        return z.NEVER;
      }
      if (amount <= 0 && def.required) {
        ctx.addIssue({ code: 'custom', message: `${def.label}: please enter an amount above $0.` });
        return z.NEVER;
      }
      if (amount > MONEY_MAX) {
        ctx.addIssue({
          code: 'custom',
          message: `${def.label}: please enter an amount up to $10,000,000.`,
        });
        return z.NEVER;
      }
      return amount;
    });
  return def.required ? schema : schema.optional();
}

function numberSchema(def: FieldDef) {
  const config = {
    min: def.min ?? 0,
    max: def.max ?? Number.MAX_SAFE_INTEGER,
    step: def.step ?? 1,
  };
  const schema = z
    .union([z.number(), z.string().max(32)], { error: requiredMessage(def.label) })
    .transform((value, ctx) => {
      if (value === '' && !def.required) return undefined;
      const n =
        typeof value === 'number'
          ? value
          : value.trim() === ''
            ? NaN
            : Number(value.replace(/,/g, ''));
      if (!Number.isFinite(n)) {
        ctx.addIssue({
          code: 'custom',
          message:
            value === '' ? requiredMessage(def.label) : `${def.label}: please enter a number.`,
        });
        return z.NEVER;
      }
      if (!isOnStep(n, config)) {
        ctx.addIssue({
          code: 'custom',
          message: `${def.label}: please enter a number from ${config.min} to ${config.max}${config.step !== 1 ? ` in steps of ${config.step}` : ''}.`,
        });
        return z.NEVER;
      }
      return n;
    });
  return def.required ? schema : schema.optional();
}

function choiceSchema(def: FieldDef) {
  const values = (def.options ?? []).map((o) => o.value);
  const message = def.required
    ? requiredMessage(def.label)
    : `${def.label}: please choose one of the options.`;
  const schema = str(def.label).refine((v) => values.includes(v) || (!def.required && v === ''), {
    message,
  });
  return def.required ? schema : schema.optional();
}

/** ISO date-time in the future (a booking date); optional unless required. */
function dateTimeSchema(def: FieldDef) {
  const schema = str(def.label)
    .max(40)
    .refine(
      (v) =>
        (v === '' && !def.required) ||
        (!Number.isNaN(Date.parse(v)) && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v)),
      {
        message: def.required
          ? requiredMessage(def.label)
          : `${def.label}: please choose a date and time.`,
      },
    );
  return def.required ? schema : schema.optional();
}

/** The zod schema of one field. */
export function fieldSchema(
  def: FieldDef,
  options: { phoneMode: PhoneMode; termsFormWording: boolean; market?: Market },
): z.ZodType {
  switch (def.type) {
    case 'text':
      return textSchema(def, TEXT_MAX);
    case 'textarea':
      return textSchema(def, TEXTAREA_MAX);
    case 'email': {
      const email = z.string().trim().max(TEXT_MAX).pipe(z.email(EMAIL_MESSAGE));
      return def.required
        ? str(def.label).trim().min(1, requiredMessage(def.label)).pipe(email)
        : z.union([z.literal(''), email]).optional();
    }
    case 'phone':
      return phoneSchema(options.phoneMode, def.label, def.required ?? false);
    case 'postcode': {
      const postcode = postalCodeSchema(options.market);
      return def.required ? postcode : z.union([z.literal(''), postcode]).optional();
    }
    case 'select':
    case 'radio':
      return choiceSchema(def);
    case 'checkbox':
      return def.required
        ? z.literal(true, { error: requiredMessage(def.label) })
        : z.boolean().optional();
    case 'terms':
      return def.required ? termsSchema(options.termsFormWording) : z.boolean().optional();
    case 'money':
      return moneySchema(def);
    case 'number':
      return numberSchema(def);
    case 'datetime':
      return dateTimeSchema(def);
    case 'checkOptions': {
      const values = (def.options ?? []).map((o) => o.value);
      return z
        .array(
          z
            .string()
            .refine((v) => values.includes(v), { message: `${def.label}: unknown option.` }),
        )
        .max(values.length)
        .optional();
    }
    case 'hidden':
      return z.union([z.string().max(TEXT_MAX), z.number(), z.boolean(), z.null()]).optional();
  }
}

/**
 * The schema of a whole form: every declared field, nothing else (unknown keys are refused
 * by the endpoints, so a stray or forged field never reaches the dealer).
 */
export function formSchema(
  fields: readonly FieldDef[],
  options: { phoneMode: PhoneMode; termsFormWording: boolean; market?: Market },
) {
  const shape: Record<string, z.ZodType> = {};
  for (const def of fields) shape[def.name] = fieldSchema(def, options);
  return z.strictObject(shape);
}

/**
 * zod issues as { field: [messages] }, in field order; a root issue is keyed ''. The map has no
 * prototype, so a field named `toString` or `constructor` is just another key (rules.md: Hostile input).
 */
export function fieldErrors(error: z.ZodError): Record<string, string[]> {
  const out = Object.create(null) as Record<string, string[]>;
  for (const issue of error.issues) {
    const key =
      issue.code === 'unrecognized_keys' ? issue.keys.join(', ') : String(issue.path[0] ?? '');
    const message =
      issue.code === 'unrecognized_keys'
        ? `Unknown field${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`
        : issue.message;
    (out[key] ??= []).push(message);
  }
  return out;
}
