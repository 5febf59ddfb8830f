import type { Locale } from "~/i18n/locale";
import { type images } from "./media";
import { site } from "./site";

// The about-us page's team, from data. Names of the owners come from the site config.
export interface TeamMember {
  id: keyof typeof images.team;
  name: string;
  role: Record<Locale, string>;
  languages: Record<Locale, string>;
  bio: Record<Locale, string>;
}

export const team: TeamMember[] = [
  {
    id: "ana",
    name: site.owners[0],
    role: { en: "Founder and licence adviser", es: "Fundadora y asesora de permisos" },
    languages: { en: "Spanish, English, German", es: "Español, inglés, alemán" },
    bio: {
      en: "Converted her own licence after moving to Frankfurt and has guided hundreds of expats through the licence office since.",
      es: "Convirtió su propio permiso al llegar a Fráncfort y desde entonces ha guiado a cientos de personas por los trámites de la oficina de permisos de conducir.",
    },
  },
  {
    id: "jonas",
    name: site.owners[1],
    role: { en: "Driving instructor and co-owner", es: "Profesor de autoescuela y copropietario" },
    languages: { en: "German, English", es: "Alemán, inglés" },
    bio: {
      en: "A licensed class B instructor, also for the manual training behind key number 197, who knows every exam route in Frankfurt and explains them calmly.",
      es: "Profesor titulado de la clase B, también para la formación con cambio manual del código 197, que conoce todas las rutas de examen de Fráncfort y las explica con calma.",
    },
  },
  {
    id: "carmen",
    name: "Carmen Muster",
    role: { en: "Office and first aid courses", es: "Oficina y cursos de primeros auxilios" },
    languages: { en: "Spanish, German, English", es: "Español, alemán, inglés" },
    bio: {
      en: "Plans your appointments, answers on WhatsApp and organises the first aid Saturdays with our partner institute.",
      es: "Planifica tus citas, responde por WhatsApp y organiza los sábados de primeros auxilios con nuestro instituto colaborador.",
    },
  },
  {
    id: "david",
    name: "David Muster",
    role: { en: "Driving instructor", es: "Profesor de autoescuela" },
    languages: { en: "Spanish, English, German", es: "Español, inglés, alemán" },
    bio: {
      en: "Teaches the weekly classes and intensive programmes, in Spanish or English, manual or automatic.",
      es: "Imparte las clases semanales y los programas intensivos, en español o inglés, con cambio manual o automático.",
    },
  },
];
