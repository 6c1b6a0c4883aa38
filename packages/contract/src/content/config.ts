// POST /api/user/config — the shop's configuration entries for one language (spec §3 "Config entry").
import { z } from 'zod';
import { envelopeSchema } from '../kernel/envelope';
import { languageSchema } from '../kernel/language';

/**
 * Every `tipo` of spec §3, plus `Set_LinguaEN` (S/N): the "English option" that the spec says
 * enables the ITA/ENG switch without naming where it lives; `Set_PrezziVisitatori` (visitors see
 * prices, default N) and `Set_CarrelloVisitatori` (visitors may fill a cart, default S), which the
 * API's pricing reads.
 */
export const CONFIG_TIPI = [
  'Menu',
  'Form',
  'Set_NumRes_B2B',
  'Set_NumRes_INT',
  'Msg01',
  'Assistenza_Contatti',
  'Assistenza_Video',
  'Assistenza_Url',
  'Assistenza_Html',
  'Assistenza_Faq',
  'Set_AddRemoveQta',
  'Set_AddRemoveQtaB2B',
  'Set_Ban_XS_Visible',
  'Parametro1',
  'Parametro1B2B',
  'Parametro2',
  'Parametro3',
  'Set_Col_CodArt2',
  'Default_TipoOrdine',
  'Set_Round',
  'Set_RoundInt',
  'PrivacyPolicy',
  'CookiePolicy',
  'Message',
  'RegButtonPri',
  'RegButtonAzi',
  'RegButtonCli',
  'Footer',
  'BottomMenu',
  'LeftMenu',
  'Set_LinguaEN',
  'Set_PrezziVisitatori',
  'Set_CarrelloVisitatori',
] as const;
export type ConfigTipo = (typeof CONFIG_TIPI)[number];

export const configPayloadSchema = z.object({ Lingua: languageSchema });
export type ConfigPayload = z.input<typeof configPayloadSchema>;

export const configEntrySchema = z.object({
  tipo: z.enum(CONFIG_TIPI),
  /** Stable id of the entry within its tipo (e.g. a LeftMenu key, a setting name). */
  id: z.string(),
  titolo: z.string(),
  /** Text of the entry; for Set_* and Parametro* entries, the setting's value. */
  descrizione: z.string(),
  /** Row (order) within its column or list, from 1. */
  riga: z.number().int(),
  /** Column 1–4 for Footer and BottomMenu, 0 otherwise. */
  colonna: z.number().int(),
  link: z.string(),
  icon: z.string(),
  /** Social network key (facebook, instagram, linkedin, youtube, x) for social links, else "". */
  social: z.string(),
  /** 'S' marks a section title. */
  flagTitolo: z.enum(['S', 'N']),
});
export type ConfigEntry = z.infer<typeof configEntrySchema>;

export const configDataSchema = z.object({ configurazione: z.array(configEntrySchema) });
export type ConfigData = z.infer<typeof configDataSchema>;
export const configResponseSchema = envelopeSchema(configDataSchema);
