// Common English words that are neither Spanish nor German words (so "has", "come", "real",
// "me", "general" or "test" are absent, and German "so", "in", "an", "was", "will", "also", "fast"). Any of them on a Spanish page is a leftover English text:
// every English sentence and most interface labels contain at least one.
export const englishWords = new Set(
  `the and with your you our this that from are  have for what when how which about more read
  here there their they them then than these those would could should been being were  into
  onto upon over under after before while where who whom whose why not all any each every some
  such only  just very much many most other another same own again once both few
  is it its it's we us my   she his her him i'm you're we're don't can't doesn't isn't won't
  of to  on at by or if  as be do does did done  up out off
  book booking now details show hide next previous back home buy price prices review reviews story
  stories service services enroll enrol close open play watch learn start continue download free
  gift course lesson lessons exam exams driving licence license german english spanish  page
  found go menu language today tomorrow day days week weeks weekly month months year years
  class classes teacher  student students customer customers people help call contact
  write email e-mail message send sent check checked include included including without within
  step steps first second third last new old good great best easy hard  slow quick
  time times hour hours minute minutes left right yes see get got make made take taken give
  need needs know want like work works city office place date dates seat seats spot spots
  our team mission history family about-us sign signs question questions answer answers
  pass passed fail failed guarantee money refund refunds full fully certificate certificates
  sorry please thank thanks welcome log logged account password forgot reset`.split(/\s+/),
);
