// Texts of the free gift page.
const en = {
  lead: "Three free eBooks to help you convert your licence and prepare for the German driving test. No sign-up, no e-mail address needed.",
  pdf: "PDF download",
  flipbook: "Opens the flipbook",
  coverAlt: "Cover of {title}",
};

const es: typeof en = {
  lead: "Tres eBooks gratuitos para ayudarte a convertir tu permiso y preparar el examen de conducir alemán. Sin registro y sin dar tu correo.",
  pdf: "Descarga en PDF",
  flipbook: "Abre el libro online",
  coverAlt: "Portada de {title}",
};

export default { en, es };
