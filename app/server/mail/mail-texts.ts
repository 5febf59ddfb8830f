import type { Locale } from "~/i18n/locale";

// E-mail texts in both languages (issue 3 §6). {name}, {product}, {link}, {brand}, {hours},
// {days} are filled in by mail-builders.server.ts (HTML-escaped there for the HTML part).
const en = {
  greeting: "Hello {name},",
  greetingNoName: "Hello,",
  signature: "Your {brand} team",
  setPassword: {
    subject: "Your {brand} account: set your password",
    intro: "Thank you for buying {product}. We have created your customer account with this e-mail address.",
    action: "Set your password here (the link works once and for {days} days):",
    button: "Set my password",
    after: "Then log in to see your purchase in My Account.",
  },
  accountUpdated: {
    subject: "Your {brand} account has been updated",
    intro: "Thank you for buying {product}. We have added it to your existing account.",
    action: "Log in to see it in My Account:",
    button: "Log in",
  },
  passwordReset: {
    subject: "Reset your {brand} password",
    intro: "Someone (hopefully you) asked to reset the password of your account.",
    action: "Choose a new password here (the link works once and for {hours} hour):",
    button: "Choose a new password",
    ignore: "If you did not ask for this, you can ignore this e-mail: your password stays as it is.",
  },
  purchaseTerms: {
    terms: "Our terms of service apply to your purchase: {termsLink}",
    // § 356 (5) BGB: the consumer's consent and acknowledgement, confirmed on a durable medium.
    digitalWaiver:
      "For the online course you agreed that we start providing it immediately, and you acknowledged that you thereby lose your right of withdrawal.",
  },
  footer: "Questions? Just reply to this e-mail or write to {email}.",
};

export type MailTexts = typeof en;

const es = {
  greeting: "Hola, {name}:",
  greetingNoName: "Hola:",
  signature: "El equipo de {brand}",
  setPassword: {
    subject: "Tu cuenta de {brand}: crea tu contraseña",
    intro: "Gracias por comprar {product}. Hemos creado tu cuenta de cliente con esta dirección de correo.",
    action: "Crea tu contraseña aquí (el enlace se puede usar una vez y vale {days} días):",
    button: "Crear mi contraseña",
    after: "Después, inicia sesión para ver tu compra en Mi cuenta.",
  },
  accountUpdated: {
    subject: "Tu cuenta de {brand} se ha actualizado",
    intro: "Gracias por comprar {product}. Lo hemos añadido a tu cuenta.",
    action: "Inicia sesión para verlo en Mi cuenta:",
    button: "Iniciar sesión",
  },
  passwordReset: {
    subject: "Restablece tu contraseña de {brand}",
    intro: "Alguien (esperamos que tú) ha pedido restablecer la contraseña de tu cuenta.",
    action: "Elige una nueva contraseña aquí (el enlace se puede usar una vez y vale {hours} hora):",
    button: "Elegir nueva contraseña",
    ignore: "Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.",
  },
  purchaseTerms: {
    terms: "Tu compra se rige por nuestras condiciones del servicio: {termsLink}",
    digitalWaiver:
      "Para el curso online aceptaste que empecemos a prestarlo de inmediato y reconociste que con ello pierdes tu derecho de desistimiento.",
  },
  footer: "¿Tienes preguntas? Responde a este correo o escribe a {email}.",
} satisfies MailTexts;

export const mailTexts: Record<Locale, MailTexts> = { en, es };
