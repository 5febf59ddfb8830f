// Words a Spanish page may share with its English twin: proper nouns (brand, places, people,
// products, German terms) and words both languages write alike. Lower case; keep it sorted
// by group and explain additions, so it never becomes a way to hide English.
export const spanishAllowList = new Set([
  // Brand, places, organisations, services
  "maindrive",
  "frankfurt",
  "main",
  "sachsenhausen",
  "whatsapp",
  "stripe",
  "openstreetmap",
  "youtube",
  "tüv",
  "dekra",
  // Words Spanish writes the same way
  "blog",
  "email",
  "online",
  "total",
  "normal",
  "general",
  "final",
  "error",
  "taxi",
  "demo",
]);
