import type { Locale } from "~/i18n/locale";
import en, { type MailTexts } from "./mail-texts-en";
import es from "./mail-texts-es";

// The e-mail texts of both languages, one module per language (mail-texts-en.ts, mail-texts-es.ts).
export type { MailTexts };

export const mailTexts: Record<Locale, MailTexts> = { en, es };
