// Managing the shop's configuration (spec §3 "Config entry") from the reserved area: the settings
// (Set_*, Parametro*, Default_TipoOrdine: one value each, the same in both languages) and the entries
// by tipo (menus, footer, messages, help boxes…: texts in Italian and English). What each tipo may
// hold is written once, here (SETTING_RULES, CONFIG_ENTRY_RULES): the API validates with it and the
// web app's forms are built from it. Permission settings.edit (management only).
import { z } from 'zod';
import type { ConfigTipo } from '../content';
import { envelopeSchema } from '../kernel/envelope';
import { CONFIG_LINK_RULE, isConfigLink, MAX_CONFIG_LINK } from '../kernel/links';
import { multiLineText, singleLineText } from '../kernel/text';
import { PRICE_LISTS } from '../users';

/** The zod issue params that name the rule a value broke ("validation.<rule>" in the catalogues). */
const rule = (name: string) => ({ params: { rule: name } });

// --- links -------------------------------------------------------------------------------------------

const linkSchema = singleLineText({ max: MAX_CONFIG_LINK }).refine(
  (value) => value === '' || isConfigLink(value),
  rule(CONFIG_LINK_RULE),
);

/** An icon's name (lowercase letters, digits and dashes: `phone`, `life-buoy`), or ''. */
export const ICON_NAME_RULE = 'iconName';
const iconSchema = singleLineText({ max: 40 }).refine(
  (value) => /^([a-z0-9]+(-[a-z0-9]+)*)?$/.test(value),
  rule(ICON_NAME_RULE),
);

/** The social networks the footer draws an icon for. */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'youtube', 'x'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

// --- settings ----------------------------------------------------------------------------------------

/** Where a setting is shown on /tools. */
export const SETTING_GROUPS = ['catalogue', 'prices', 'orders', 'language'] as const;
export type SettingGroup = (typeof SETTING_GROUPS)[number];

/** Results per page: the product list answers at most 100 a page. */
export const MAX_PAGE_SIZE_SETTING = 100;
/** Price decimals the shop can show. */
export const MAX_ROUND_SETTING = 4;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const upper = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value);
const wholeNumber = (min: number, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : value.trim()) : value),
    z.coerce.number().int().min(min).max(max),
  );
const flag = z.preprocess(upper, z.enum(['S', 'N']));
const priceList = z.preprocess(trimmed, z.enum(PRICE_LISTS));
/** CF steps by selling pack (confezione), PZ by piece. */
export const QUANTITY_MODES = ['CF', 'PZ'] as const;
const quantityMode = z.preprocess(upper, z.enum(QUANTITY_MODES));
/** An order type code (the order call's TipoOrdine): 1–8 letters or digits, kept in capitals. */
export const ORDER_TYPE_RULE = 'orderType';
const orderType = z.preprocess(
  upper,
  singleLineText({ min: 1, max: 8 }).refine((value) => /^[A-Z0-9]{1,8}$/.test(value), rule(ORDER_TYPE_RULE)),
);

export interface SettingRule {
  group: SettingGroup;
  /** The value as a person types it → the value as stored (its text is the entry's descrizione). */
  schema: z.ZodType<string | number, unknown>;
  /** How a form offers it: a number, a yes/no switch, or a choice among `options`. */
  input: 'number' | 'flag' | 'choice' | 'code';
  options?: readonly string[];
  /** Bounds of a number. */
  min?: number;
  max?: number;
}

/** Every setting, in the order /tools shows them. */
export const SETTING_RULES = {
  Set_NumRes_B2B: {
    group: 'catalogue',
    schema: wholeNumber(1, MAX_PAGE_SIZE_SETTING),
    input: 'number',
    min: 1,
    max: MAX_PAGE_SIZE_SETTING,
  },
  Set_NumRes_INT: {
    group: 'catalogue',
    schema: wholeNumber(1, MAX_PAGE_SIZE_SETTING),
    input: 'number',
    min: 1,
    max: MAX_PAGE_SIZE_SETTING,
  },
  Set_Ban_XS_Visible: { group: 'catalogue', schema: flag, input: 'flag' },
  Set_Col_CodArt2: { group: 'catalogue', schema: flag, input: 'flag' },
  Set_Round: { group: 'prices', schema: wholeNumber(0, MAX_ROUND_SETTING), input: 'number', min: 0, max: 4 },
  Set_RoundInt: {
    group: 'prices',
    schema: wholeNumber(0, MAX_ROUND_SETTING),
    input: 'number',
    min: 0,
    max: MAX_ROUND_SETTING,
  },
  Parametro1: { group: 'prices', schema: priceList, input: 'choice', options: PRICE_LISTS },
  Parametro1B2B: { group: 'prices', schema: priceList, input: 'choice', options: PRICE_LISTS },
  Parametro2: { group: 'prices', schema: priceList, input: 'choice', options: PRICE_LISTS },
  Parametro3: { group: 'prices', schema: priceList, input: 'choice', options: PRICE_LISTS },
  Set_PrezziVisitatori: { group: 'prices', schema: flag, input: 'flag' },
  Set_AddRemoveQta: { group: 'orders', schema: quantityMode, input: 'choice', options: QUANTITY_MODES },
  Set_AddRemoveQtaB2B: { group: 'orders', schema: quantityMode, input: 'choice', options: QUANTITY_MODES },
  Default_TipoOrdine: { group: 'orders', schema: orderType, input: 'code' },
  Set_CarrelloVisitatori: { group: 'orders', schema: flag, input: 'flag' },
  Set_LinguaEN: { group: 'language', schema: flag, input: 'flag' },
} as const satisfies Partial<Record<ConfigTipo, SettingRule>>;

export type SettingTipo = keyof typeof SETTING_RULES;
export const SETTING_TIPI = Object.keys(SETTING_RULES) as SettingTipo[];

export function isSettingTipo(tipo: string): tipo is SettingTipo {
  return Object.hasOwn(SETTING_RULES, tipo);
}

/** The settings' values as stored (the entry's descrizione), by tipo. */
export const settingValuesSchema = z.record(z.string(), z.string());
export type SettingValues = Record<SettingTipo, string>;

/** POST /api/settings/values: no fields. */
export const settingsValuesPayloadSchema = z.object({});

export const settingsValuesDataSchema = z.object({
  /** Every setting's value as stored; '' for a setting the shop has no entry for. */
  impostazioni: settingValuesSchema,
});
export type SettingsValuesData = z.infer<typeof settingsValuesDataSchema>;
export const settingsValuesResponseSchema = envelopeSchema(settingsValuesDataSchema);

/**
 * POST /api/settings/save: the settings to change, each under its tipo (Set_NumRes_B2B=24…); a
 * setting left out stays as it is. Each value is checked by its rule; every refused one is a field
 * error of its own.
 */
export const settingsSavePayloadSchema = z.object(
  Object.fromEntries(SETTING_TIPI.map((tipo) => [tipo, SETTING_RULES[tipo].schema.optional()])) as {
    [K in SettingTipo]: z.ZodOptional<(typeof SETTING_RULES)[K]['schema']>;
  },
);
export type SettingsSavePayload = z.input<typeof settingsSavePayloadSchema>;
export const settingsSaveResponseSchema = settingsValuesResponseSchema;

// --- entries -----------------------------------------------------------------------------------------

/** How the entries of /tablemanagement are grouped. */
export const ENTRY_GROUPS = [
  'menus',
  'footer',
  'messages',
  'help',
  'policies',
  'registration',
  'form',
] as const;
export type EntryGroup = (typeof ENTRY_GROUPS)[number];

type Need = 'required' | 'optional' | 'none';

export interface EntryRule {
  group: EntryGroup;
  /** `single`: at most one entry (a notice, a help box); `list`: any number up to `max`, in order. */
  kind: 'single' | 'list';
  /** Most entries of the tipo (per column for Footer and BottomMenu). */
  max: number;
  /** The title (titolo) in both languages. */
  title: Need;
  titleMax: number;
  /** The text (descrizione) in both languages. */
  text: Need;
  textMax: number;
  /** The text may hold line breaks (an answer, the HTML help box). */
  multiline: boolean;
  /** `unlessSectionTitle`: required, except on a section title. */
  link: Need | 'unlessSectionTitle';
  icon: boolean;
  social: boolean;
  /** Footer and BottomMenu: a column 1–4 and section titles (flagTitolo S). */
  columns: boolean;
}

const entry = (group: EntryGroup, kind: EntryRule['kind'], parts: Partial<EntryRule> = {}): EntryRule => ({
  group,
  kind,
  max: kind === 'single' ? 1 : 20,
  title: 'required',
  titleMax: 120,
  text: 'none',
  textMax: 500,
  multiline: false,
  link: 'optional',
  icon: false,
  social: false,
  columns: false,
  ...parts,
});

/** Footer and bottom menu: up to 4 columns (spec §2, §9). */
export const MAX_FOOTER_COLUMNS = 4;

/** What an entry of each tipo holds, in the order /tablemanagement lists them. */
export const CONFIG_ENTRY_RULES = {
  Menu: entry('menus', 'list', { max: 12, titleMax: 40, icon: true }),
  LeftMenu: entry('menus', 'list', { max: 20, titleMax: 60 }),
  BottomMenu: entry('footer', 'list', {
    max: 12,
    titleMax: 80,
    link: 'unlessSectionTitle',
    icon: true,
    social: true,
    columns: true,
  }),
  Footer: entry('footer', 'list', {
    max: 12,
    titleMax: 160,
    text: 'optional',
    textMax: 300,
    columns: true,
  }),
  Msg01: entry('messages', 'single', { title: 'optional', titleMax: 60, text: 'required', textMax: 300 }),
  Message: entry('messages', 'single', { title: 'optional', titleMax: 60, text: 'required', textMax: 500 }),
  Assistenza_Contatti: entry('help', 'single', { titleMax: 80, text: 'required', icon: true }),
  Assistenza_Video: entry('help', 'single', { titleMax: 80, text: 'required', link: 'required', icon: true }),
  Assistenza_Url: entry('help', 'single', { titleMax: 80, text: 'required', link: 'required', icon: true }),
  Assistenza_Html: entry('help', 'single', {
    titleMax: 80,
    text: 'required',
    textMax: 4000,
    multiline: true,
    link: 'none',
    icon: true,
  }),
  Assistenza_Faq: entry('help', 'list', {
    max: 40,
    titleMax: 200,
    text: 'required',
    textMax: 2000,
    multiline: true,
    link: 'none',
  }),
  PrivacyPolicy: entry('policies', 'single', { titleMax: 80, text: 'optional', link: 'required' }),
  CookiePolicy: entry('policies', 'single', { titleMax: 80, text: 'optional', link: 'required' }),
  RegButtonPri: entry('registration', 'single', {
    titleMax: 60,
    text: 'optional',
    link: 'required',
    icon: true,
  }),
  RegButtonAzi: entry('registration', 'single', {
    titleMax: 60,
    text: 'optional',
    link: 'required',
    icon: true,
  }),
  RegButtonCli: entry('registration', 'single', {
    titleMax: 60,
    text: 'optional',
    link: 'required',
    icon: true,
  }),
  Form: entry('form', 'list', { titleMax: 80, text: 'optional', textMax: 200, link: 'none' }),
} as const satisfies Partial<Record<ConfigTipo, EntryRule>>;

export type EntryTipo = keyof typeof CONFIG_ENTRY_RULES;
export const ENTRY_TIPI = Object.keys(CONFIG_ENTRY_RULES) as EntryTipo[];

export function isEntryTipo(tipo: string): tipo is EntryTipo {
  return Object.hasOwn(CONFIG_ENTRY_RULES, tipo);
}

/** An entry's key within its tipo (`offers`, `footer-2-3`): lowercase letters, digits and dashes. */
export const ENTRY_KEY_RULE = 'entryKey';
export const entryKeySchema = singleLineText({ min: 1, max: 64 }).refine(
  (value) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value),
  rule(ENTRY_KEY_RULE),
);

/** A text of the entry: required (not blank) or optional ('' when left out). */
const entryText = (need: Need, max: number, multiline: boolean) => {
  const min = need === 'required' ? 1 : 0;
  const text = multiline ? multiLineText({ min, max }) : singleLineText({ min, max });
  return need === 'required' ? text : text.optional().default('');
};

const columnSchema = z.preprocess(
  (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : value.trim()) : value),
  z.coerce.number().int().min(1).max(MAX_FOOTER_COLUMNS),
);

/**
 * The fields of an entry of `tipo`, as a form and the API take them: texts in both languages
 * (titoloIt/En, descrizioneIt/En), link, icon, social network, column (1–4) and section title
 * (flagTitolo). Fields the tipo does not use are left out (and ignored when sent).
 */
export function configEntryFieldsSchema(tipo: EntryTipo) {
  const r: EntryRule = CONFIG_ENTRY_RULES[tipo];
  const shape: Record<string, z.ZodType> = {};
  if (r.title !== 'none') {
    shape.titoloIt = entryText(r.title, r.titleMax, false);
    shape.titoloEn = entryText(r.title, r.titleMax, false);
  }
  if (r.text !== 'none') {
    shape.descrizioneIt = entryText(r.text, r.textMax, r.multiline);
    shape.descrizioneEn = entryText(r.text, r.textMax, r.multiline);
  }
  // A required link is checked below, so that the section-title exception can see flagTitolo.
  if (r.link !== 'none') shape.link = linkSchema.optional().default('');
  if (r.icon) shape.icon = iconSchema.optional().default('');
  if (r.social) {
    shape.social = z
      .preprocess(trimmed, z.union([z.literal(''), z.enum(SOCIAL_NETWORKS)]))
      .optional()
      .default('');
  }
  if (r.columns) {
    shape.colonna = columnSchema;
    shape.flagTitolo = z
      .preprocess(upper, z.enum(['S', 'N']))
      .optional()
      .default('N');
  }
  const required = r.link === 'required' || r.link === 'unlessSectionTitle';
  return z.object(shape).superRefine((value, ctx) => {
    const fields = value as Record<string, unknown>;
    if (!required || fields.link !== '') return;
    if (r.link === 'unlessSectionTitle' && fields.flagTitolo === 'S') return;
    ctx.addIssue({ code: 'too_small', origin: 'string', minimum: 1, path: ['link'], input: '' });
  });
}

/** An entry's fields (the union of every tipo's; a tipo uses some of them). */
export interface ConfigEntryFields {
  titoloIt?: string;
  titoloEn?: string;
  descrizioneIt?: string;
  descrizioneEn?: string;
  link?: string;
  icon?: string;
  social?: '' | SocialNetwork;
  colonna?: number;
  flagTitolo?: 'S' | 'N';
}

const entryTipoSchema = z.preprocess(trimmed, z.enum(ENTRY_TIPI as [EntryTipo, ...EntryTipo[]]));

/** POST /api/settings/entries: the entries of one tipo, both languages side by side. */
export const settingsEntriesPayloadSchema = z.object({ tipo: entryTipoSchema });
export type SettingsEntriesPayload = z.input<typeof settingsEntriesPayloadSchema>;

export const configEntryRecordSchema = z.object({
  tipo: z.string(),
  chiave: z.string(),
  /** Position within its list (or column), from 1. */
  riga: z.number().int(),
  /** Column 1–4 for Footer and BottomMenu, 0 otherwise. */
  colonna: z.number().int(),
  titoloIt: z.string(),
  titoloEn: z.string(),
  descrizioneIt: z.string(),
  descrizioneEn: z.string(),
  link: z.string(),
  icon: z.string(),
  social: z.string(),
  flagTitolo: z.enum(['S', 'N']),
});
export type ConfigEntryRecord = z.infer<typeof configEntryRecordSchema>;

export const settingsEntriesDataSchema = z.object({
  tipo: z.string(),
  voci: z.array(configEntryRecordSchema),
});
export type SettingsEntriesData = z.infer<typeof settingsEntriesDataSchema>;
export const settingsEntriesResponseSchema = envelopeSchema(settingsEntriesDataSchema);

/**
 * POST /api/settings/entry/save: `tipo`, `chiave` (the entry to change; for a new entry '' or a key
 * of one's own choosing with `nuova=S`) and the tipo's fields (configEntryFieldsSchema). A new entry
 * goes last in its list (or column). Answers the tipo's entries.
 */
export const settingsEntrySavePayloadSchema = z
  .object({
    tipo: entryTipoSchema,
    chiave: singleLineText({ max: 64 }).optional().default(''),
    /** S: create an entry (with `chiave`, or a key made from the title when blank). */
    nuova: z
      .preprocess(upper, z.enum(['S', 'N']))
      .optional()
      .default('N'),
  })
  .catchall(z.unknown())
  .transform((payload, ctx) => {
    const { tipo, chiave, nuova, ...rest } = payload;
    const key = chiave.trim();
    if (!(nuova === 'S' && key === '')) {
      const checked = entryKeySchema.safeParse(key);
      if (!checked.success) {
        for (const issue of checked.error.issues) ctx.addIssue({ ...issue, path: ['chiave'] } as never);
        return z.NEVER;
      }
    }
    const fields = configEntryFieldsSchema(tipo).safeParse(rest);
    if (!fields.success) {
      for (const issue of fields.error.issues) ctx.addIssue(issue as never);
      return z.NEVER;
    }
    return { tipo, chiave: key, nuova: nuova === 'S', fields: fields.data as ConfigEntryFields };
  });
export type SettingsEntrySavePayload = z.input<typeof settingsEntrySavePayloadSchema>;

/** POST /api/settings/entry/delete: `tipo` and `chiave`. Answers the tipo's entries. */
export const settingsEntryDeletePayloadSchema = z.object({ tipo: entryTipoSchema, chiave: entryKeySchema });
export type SettingsEntryDeletePayload = z.input<typeof settingsEntryDeletePayloadSchema>;

/**
 * POST /api/settings/entry/reorder: the keys of a list (Footer and BottomMenu: of one `colonna`) in
 * their new order, comma-separated; it must name every entry of that list once. Answers the entries.
 */
export const settingsEntryReorderPayloadSchema = z.object({
  tipo: entryTipoSchema,
  colonna: z
    .preprocess(
      (value) => (typeof value === 'string' ? (value.trim() === '' ? 0 : value.trim()) : value),
      z.coerce.number().int().min(0).max(MAX_FOOTER_COLUMNS),
    )
    .optional()
    .default(0),
  chiavi: singleLineText({ min: 1, max: 4000 }).transform((value) =>
    value
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean),
  ),
});
export type SettingsEntryReorderPayload = z.input<typeof settingsEntryReorderPayloadSchema>;
